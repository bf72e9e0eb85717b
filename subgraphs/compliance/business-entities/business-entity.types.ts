import { IsOptional, Length } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { LegalForm } from '../tenants/tenant.entity.js';
import { BusinessEntity } from './business-entity.entity.js';

@InputType({ description: 'A new business entity of the caller’s tenant' })
export class CreateBusinessEntityInput {
  @Field(() => ID, { nullable: true, description: "The caller's tenant (any other is refused); implied when absent" })
  tenantId?: string | null;

  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => LegalForm, { nullable: true })
  @IsOptional()
  entityType?: LegalForm | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The initial compliance profile' })
  @IsOptional()
  profileData?: Record<string, unknown> | null;
}

@ObjectType({ description: 'A page of business entities' })
export class BusinessEntityPage extends PageType(BusinessEntity, 'Entities') {}

/** The fields the business entity list can be sorted by, each the entity property it orders on. */
export enum BusinessEntitySortField {
  NAME = 'name',
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
}
registerEnumType(BusinessEntitySortField, {
  name: 'BusinessEntitySortField',
  description: 'The fields the business entity list can be sorted by',
});

@InputType({
  description:
    'A key to sort the business entity list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class BusinessEntitySort extends SortKeyType(BusinessEntitySortField) {}

@ObjectType({ description: 'A profile update that was applied' })
export class EntityProfileUpdate {
  @Field(() => BusinessEntity) entity!: BusinessEntity;
  @Field(() => Int, { description: 'The new version, to send with the next update' }) version!: number;
  @Field(() => Boolean, { description: 'False when the update changed nothing (the version stays)' }) changed!: boolean;
}
