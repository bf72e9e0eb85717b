import { QueryOrder, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { isForeignKeyViolation } from '../../shared/errors.js';
import { textSearch } from '../../shared/filters.js';
import { pageOf, type Page } from '../../shared/pagination.js';
import type { FactoryContext } from '../context.js';
import { allowedValuesOf } from '../master-data/master-data.service.js';
import { requireConfiguration, tenantPage, writer } from '../tenant-scope.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { Article } from './article.entity.js';
import { checkAttributes, checkStepRates } from './article.rules.js';
import type { ArticleOption, CreateArticleInput, UpdateArticleInput } from './article.types.js';

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * The articles of a tenant. Attributes and step rates are checked against the tenant's configuration and master
 * data (see `article.rules.ts`), so a tenant must be configured before it has articles; `articleNo` is unique
 * within the tenant (the database's unique constraint decides, so concurrent creations cannot both pass).
 */
export class ArticleService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(search: string | null | undefined, page?: number | null, limit?: number | null): Promise<Page<Article>> {
    await this.context.auth.requireAdmin();
    const { request, tenantId } = await tenantPage(this.context, page, limit);
    const where: FilterQuery<Article> = {
      ...(tenantId ? { tenant: tenantId } : {}),
      ...textSearch(search, ['articleNo', 'name'] as const),
    };
    const [items, total] = await this.context.em.findAndCount(Article, where, {
      orderBy: [{ articleNo: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  /** Every article, only its number and name (for dropdowns), by number. */
  async options(): Promise<ArticleOption[]> {
    await this.context.auth.requireAdmin();
    const tenantId = await this.context.auth.tenantOf();
    const articles = await this.context.em.find(Article, tenantId ? { tenant: tenantId } : {}, {
      fields: ['id', 'articleNo', 'name'],
      orderBy: [{ articleNo: QueryOrder.ASC }, { id: QueryOrder.ASC }],
    });
    return articles.map(({ id, articleNo, name }) => ({ id, articleNo, name }));
  }

  async get(id: string): Promise<Article> {
    await this.context.auth.requireAdmin();
    return this.#find(this.context.em, id);
  }

  async create(input: CreateArticleInput): Promise<Article> {
    const { caller, tenantId } = await writer(this.context);
    const articleNo = input.articleNo.trim();
    return this.#uniqueArticleNo(articleNo, () =>
      this.context.em.transactional(async (em) => {
        const configuration = await requireConfiguration(em, tenantId);
        const article = em.create(Article, {
          tenant: em.getReference(Tenant, tenantId),
          articleNo,
          name: input.name.trim(),
          attributes: checkAttributes(
            input.attributes ?? {},
            configuration.articleAttributes,
            await allowedValuesOf(em, tenantId),
          ),
          stepRates: checkStepRates(input.stepRates ?? [], configuration.jobSteps),
        });
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          { action: 'article.create', tenantId, entityType: 'article', entityId: article.id, after: snapshot(article) },
        );
        return article;
      }),
    );
  }

  async update(id: string, input: UpdateArticleInput): Promise<Article> {
    const { caller } = await writer(this.context);
    return this.#uniqueArticleNo(input.articleNo?.trim() ?? '', () =>
      this.context.em.transactional(async (em) => {
        const article = await this.#find(em, id);
        const tenantId = article.tenant.id;
        const before = snapshot(article);
        if (present(input.articleNo)) article.articleNo = input.articleNo.trim();
        if (present(input.name)) article.name = input.name.trim();
        if (present(input.attributes) || present(input.stepRates)) {
          const configuration = await requireConfiguration(em, tenantId);
          if (present(input.attributes))
            article.attributes = checkAttributes(
              input.attributes,
              configuration.articleAttributes,
              await allowedValuesOf(em, tenantId),
            );
          if (present(input.stepRates)) article.stepRates = checkStepRates(input.stepRates, configuration.jobSteps);
        }
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          {
            action: 'article.update',
            tenantId,
            entityType: 'article',
            entityId: article.id,
            before,
            after: snapshot(article),
          },
        );
        return article;
      }),
    );
  }

  /** Deletes an article no job uses (the job table's foreign key restricts, and that answers CONFLICT). */
  async remove(id: string): Promise<Article> {
    const { caller } = await writer(this.context);
    try {
      return await this.context.em.transactional(async (em) => {
        const article = await this.#find(em, id);
        const before = snapshot(article);
        em.remove(article);
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          {
            action: 'article.delete',
            tenantId: article.tenant.id,
            entityType: 'article',
            entityId: article.id,
            before,
          },
        );
        return article;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('The article is used by jobs and cannot be deleted');
      throw error;
    }
  }

  async #uniqueArticleNo<T>(articleNo: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(`An article with articleNo "${articleNo}" already exists`);
      throw error;
    }
  }

  async #find(em: EntityManager, id: string): Promise<Article> {
    return em.findOneOrFail(Article, { id: normalizeId(id) });
  }
}
