import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { PUBLIC_READ, RateLimit } from '../../shared/rate-limit.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem, TaxonomyType } from './taxonomy.entity.js';
import { TaxonomyService } from './taxonomy.service.js';
import { TaxonomyGroups, CreateTaxonomyInput, UpdateTaxonomyInput } from './taxonomy.types.js';

@Resolver(() => TaxonomyItem)
export class TaxonomyResolver {
  @UseMiddleware(RateLimit(PUBLIC_READ))
  @Query(() => TaxonomyGroups, { description: 'Every taxonomy item, grouped (public)' })
  taxonomies(@Ctx() { em }: TrainingContext): Promise<TaxonomyGroups> {
    return new TaxonomyService(em).groups();
  }

  @Authorized()
  @Mutation(() => TaxonomyItem, { description: 'Creates a taxonomy item (admin)' })
  async createTaxonomy(
    @Arg('input', () => CreateTaxonomyInput) input: CreateTaxonomyInput,
    @Ctx() { em, auth, audit }: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(em).create(input, await auth.requireAdmin(), audit);
  }

  @Authorized()
  @Mutation(() => TaxonomyItem, {
    description: 'Renames a taxonomy item; with `type`, the item must be of that type (admin)',
  })
  async updateTaxonomy(
    @Arg('id', () => ID) id: string,
    @Arg('type', () => TaxonomyType, { nullable: true }) type: TaxonomyType | null | undefined,
    @Arg('input', () => UpdateTaxonomyInput) input: UpdateTaxonomyInput,
    @Ctx() { em, auth, audit }: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(em).update(id, type, input, await auth.requireAdmin(), audit);
  }

  @Authorized()
  @Mutation(() => TaxonomyItem, {
    description: 'Deletes a taxonomy item for good and detaches it from its courses (admin)',
  })
  async deleteTaxonomy(
    @Arg('id', () => ID) id: string,
    @Arg('type', () => TaxonomyType, { nullable: true }) type: TaxonomyType | null | undefined,
    @Ctx() { em, auth, audit }: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(em).delete(id, type, await auth.requireAdmin(), audit);
  }
}
