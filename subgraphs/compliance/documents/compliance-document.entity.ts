import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';

/** What the uploader says a document is (the spec's upload `documentType`); OTHER only for vault files. */
export enum DocumentType {
  PAN_CARD = 'PAN_CARD',
  GST_CERTIFICATE = 'GST_CERTIFICATE',
  CERTIFICATE_OF_INCORPORATION = 'CERTIFICATE_OF_INCORPORATION',
  FINANCIAL_STATEMENT = 'FINANCIAL_STATEMENT',
  OTHER = 'OTHER',
}
registerEnumType(DocumentType, { name: 'DocumentType', description: 'What the uploader says a document is' });

/** How a document entered the vault. */
export enum DocumentSource {
  /** `POST /documents/upload`: a document of an entity, usually read by the extractor. */
  UPLOAD = 'UPLOAD',
  /** `POST /documents/vault/upload`: kept for the record, never extracted. */
  VAULT = 'VAULT',
}
registerEnumType(DocumentSource, { name: 'DocumentSource', description: 'How a document entered the vault' });

/**
 * A file a tenant keeps in the document vault. The bytes live in object storage under `storageKey`; clients
 * only ever get them through signed, expiring links (`downloadUrl`).
 */
@Entity({ tableName: 'document' })
@TenantOwned()
@Index({ name: 'document_tenant_idx', properties: ['tenant', 'uploadedAt'] })
@Index({ name: 'document_entity_idx', properties: ['entity', 'uploadedAt'] })
@ObjectType('ComplianceDocument', { description: 'A file in the tenant’s document vault' })
export class ComplianceDocument {
  [OptionalProps]?: 'id' | 'entity' | 'description' | 'uploadedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => BusinessEntity, { deleteRule: 'cascade', nullable: true })
  entity: BusinessEntity | null = null;

  @Enum({ items: () => DocumentType, type: 'string' })
  @Field(() => DocumentType)
  documentType!: DocumentType;

  @Enum({ items: () => DocumentSource, type: 'string' })
  @Field(() => DocumentSource)
  source!: DocumentSource;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The name the file was uploaded with' })
  filename!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Judged from the content: application/pdf, image/jpeg, image/png or image/tiff' })
  contentType!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Bytes' })
  size!: number;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'SHA-256 of the bytes, hex' })
  sha256!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  description: string | null = null;

  @Property({ type: 'string' })
  storageKey!: string;

  @Property({ type: 'string' })
  @Field(() => ID, { description: 'The identity-provider id of the uploader' })
  uploadedBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  uploadedAt: Date = new Date();
}
