import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { randomUUID } from 'node:crypto';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';
import { ComplianceDocument, DocumentType } from './compliance-document.entity.js';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from './extraction/extractor.js';

export enum ExtractionStatus {
  PROCESSING = 'PROCESSING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}
registerEnumType(ExtractionStatus, { name: 'ExtractionStatus', description: 'Where an extraction job stands' });

/** The spec's extraction result categories, as a GraphQL enum. */
export const ExtractionCategory = Object.fromEntries(DOCUMENT_CATEGORIES.map((category) => [category, category])) as {
  readonly [K in DocumentCategory]: K;
};
registerEnumType(ExtractionCategory, {
  name: 'ExtractionCategory',
  description: 'What the extractor found a document to be',
});

/**
 * The reading of one uploaded document. Created PROCESSING with the upload, in the same transaction as the
 * queue job that works it; the job completes or fails it exactly once (with its event), however often the
 * queue has to retry. Tenant and entity are plain ids: the row is written by a background job.
 */
@Entity({ tableName: 'extraction_job' })
@TenantOwned({ property: 'tenantId' })
@Index({ name: 'extraction_job_document_idx', properties: ['document', 'createdAt'] })
@Index({ name: 'extraction_job_tenant_idx', properties: ['tenantId', 'createdAt'] })
@ObjectType({ description: 'The extraction of structured fields from an uploaded document' })
export class ExtractionJob {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'extractor'
    | 'category'
    | 'extractedData'
    | 'fieldConfidence'
    | 'confidence'
    | 'verificationFlags'
    | 'processingTime'
    | 'error'
    | 'attempts'
    | 'createdAt'
    | 'completedAt'
    | 'verifiedAt'
    | 'verifiedBy';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  @Field(() => ID)
  tenantId!: string;

  @ManyToOne(() => ComplianceDocument, { deleteRule: 'cascade' })
  document!: ComplianceDocument;

  @Property({ type: 'uuid' })
  @Field(() => ID)
  entityId!: string;

  @Enum({ items: () => DocumentType, type: 'string' })
  @Field(() => DocumentType)
  documentType!: DocumentType;

  @Enum({ items: () => ExtractionStatus, type: 'string' })
  @Field(() => ExtractionStatus)
  status: ExtractionStatus = ExtractionStatus.PROCESSING;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Which extractor read the document (builtin, openai)' })
  extractor: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => ExtractionCategory, { nullable: true })
  category: DocumentCategory | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'companyName, cin, pan, gstin, dateOfIncorporation, registeredAddress, capitals, directors: as the document has them',
  })
  extractedData: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Field name → confidence between 0 and 1' })
  fieldConfidence: Record<string, number> | null = null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Float, { nullable: true, description: 'Overall confidence between 0 and 1' })
  confidence: number | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Field name → flag (mandatory_verification) for fields a person must check',
  })
  verificationFlags: Record<string, string> | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Milliseconds the successful reading took' })
  processingTime: number | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Why the job failed' })
  error: string | null = null;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Attempts started so far' })
  attempts: number = 0;

  @Property({ type: 'string' })
  requestedBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a person saved verified values from this job' })
  verifiedAt: Date | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => ID, { nullable: true })
  verifiedBy: string | null = null;
}
