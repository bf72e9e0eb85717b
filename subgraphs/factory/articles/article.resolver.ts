import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { AssumedListSize, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { Article } from './article.entity.js';
import { ArticleService } from './article.service.js';
import { ArticleOption, ArticlePage, CreateArticleInput, UpdateArticleInput } from './article.types.js';

const service = (context: FactoryContext) => new ArticleService(context);

/** Articles of the caller's tenant (a super-admin: any; writes go to the tenant named by x-tenant-id). */
@Resolver(() => Article)
export class FactoryArticleResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.articles, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => ArticlePage, { description: 'Articles by number; page sizes from the tenant configuration' })
  @PageListSize(20)
  factoryArticles(
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive text in the article number or name' })
    search: string | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: FactoryContext,
  ): Promise<ArticlePage> {
    return service(context).list(search, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.articles, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => [ArticleOption], { description: 'Every article, number and name only (for dropdowns)' })
  @AssumedListSize(500)
  factoryArticleOptions(@Ctx() context: FactoryContext): Promise<ArticleOption[]> {
    return service(context).options();
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.articles, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => Article)
  factoryArticle(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Article> {
    return service(context).get(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('article'), 'TENANT')
  @Mutation(() => Article, {
    description:
      'Adds an article; VALIDATION_ERROR for attributes or step rates the configuration does not allow, CONFLICT for a taken articleNo',
  })
  createFactoryArticle(
    @Arg('input', () => CreateArticleInput) input: CreateArticleInput,
    @Ctx() context: FactoryContext,
  ): Promise<Article> {
    return service(context).create(input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('article'), 'TENANT')
  @Mutation(() => Article)
  updateFactoryArticle(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateArticleInput) input: UpdateArticleInput,
    @Ctx() context: FactoryContext,
  ): Promise<Article> {
    return service(context).update(id, input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('article'), 'TENANT')
  @Mutation(() => Article, { description: 'Deletes an article and answers it as it was; CONFLICT while jobs use it' })
  deleteFactoryArticle(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Article> {
    return service(context).remove(id);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() article: Article): string {
    return article.tenant.id;
  }
}
