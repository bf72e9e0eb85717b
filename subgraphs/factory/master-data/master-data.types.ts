import { ArrayMaxSize, ArrayMinSize, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { MasterDataValues } from './master-data-values.entity.js';

@InputType('UpsertFactoryMasterDataValuesInput', { description: 'The whole value list of one article attribute' })
export class MasterDataValuesInput {
  @Field(() => String, { description: 'An article attribute of the tenant configuration' })
  @Length(1, 50)
  attributeName!: string;

  @Field(() => [String], { description: 'Non-empty, each value once' })
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @MaxLength(200, { each: true })
  values!: string[];
}

@ObjectType('FactoryMasterDataUpsert', { description: 'A value list as saved, and whether it was new' })
export class MasterDataUpsert {
  @Field(() => MasterDataValues) masterData!: MasterDataValues;
  @Field(() => Boolean) created!: boolean;
}
