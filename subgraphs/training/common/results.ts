import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Outcome of a bulk soft delete' })
export class BulkDeleteResult {
  @Field(() => Int, { description: 'Records found among the ids (deleted or not before)' }) matched!: number;
  @Field(() => Int, { description: 'Records soft-deleted by this call' }) deleted!: number;
}

@ObjectType({ description: 'Outcome of re-sending a link by mail' })
export class LinkResendResult {
  @Field(() => Boolean, { description: 'True when the old link had expired and a new token was made' })
  regenerated!: boolean;
  @Field(() => GraphQLISODateTime, { description: 'When the link that was sent expires' }) expiresAt!: Date;
}
