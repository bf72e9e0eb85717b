import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A file an admin uploaded, as it was stored' })
export class StoredFileInfo {
  @Field(() => String, { description: 'The name downloads of the file carry' }) filename!: string;
  @Field(() => String, { description: 'The name the file was uploaded with' }) originalFilename!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int, { description: 'Size in bytes' }) size!: number;
  @Field(() => GraphQLISODateTime) uploadedAt!: Date;
}
