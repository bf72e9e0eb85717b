import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PUBLIC_READ, AddressLimit } from '../../shared/address-limits.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { TAXONOMY_TAG } from '../catalogue/catalogue.events.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem, TaxonomyType } from './taxonomy.entity.js';
import { TaxonomyService } from './taxonomy.service.js';
import { TaxonomyGroups, CreateTaxonomyInput, UpdateTaxonomyInput } from './taxonomy.types.js';

@Resolver(() => TaxonomyItem)
export class TaxonomyResolver {
  @AddressLimit(PUBLIC_READ)
  @Cacheable([TAXONOMY_TAG])
  @Query(() => TaxonomyGroups, { description: 'Every taxonomy item, grouped (public)' })
  taxonomies(@Ctx() context: TrainingContext): Promise<TaxonomyGroups> {
    return new TaxonomyService(context).groups();
  }

  @Authorized()
  @Invalidates([TAXONOMY_TAG])
  @Mutation(() => TaxonomyItem, { description: 'Creates a taxonomy item (admin)' })
  createTaxonomy(
    @Arg('input', () => CreateTaxonomyInput) input: CreateTaxonomyInput,
    @Ctx() context: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(context).create(input);
  }

  @Authorized()
  @Invalidates([TAXONOMY_TAG])
  @Mutation(() => TaxonomyItem, {
    description: 'Renames a taxonomy item; with `type`, the item must be of that type (admin)',
  })
  updateTaxonomy(
    @Arg('id', () => ID) id: string,
    @Arg('type', () => TaxonomyType, { nullable: true }) type: TaxonomyType | null | undefined,
    @Arg('input', () => UpdateTaxonomyInput) input: UpdateTaxonomyInput,
    @Ctx() context: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(context).update(id, type, input);
  }

  @Authorized()
  @Invalidates([TAXONOMY_TAG])
  @Mutation(() => TaxonomyItem, {
    description: 'Deletes a taxonomy item for good and detaches it from its courses (admin)',
  })
  deleteTaxonomy(
    @Arg('id', () => ID) id: string,
    @Arg('type', () => TaxonomyType, { nullable: true }) type: TaxonomyType | null | undefined,
    @Ctx() context: TrainingContext,
  ): Promise<TaxonomyItem> {
    return new TaxonomyService(context).delete(id, type);
  }
}
