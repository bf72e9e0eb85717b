import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

/** What kind of document a template produces (the spec's categories). */
export enum DocumentCategory {
  BOARD_RESOLUTION = 'BOARD_RESOLUTION',
  NOTICE = 'NOTICE',
  LETTER = 'LETTER',
  DISCLOSURE = 'DISCLOSURE',
  CERTIFICATE = 'CERTIFICATE',
  MINUTES = 'MINUTES',
  SEBI_DISCLOSURE = 'SEBI_DISCLOSURE',
}
// Prefixed: the document-processing side of the service has categories of its own (extraction results).
registerEnumType(DocumentCategory, {
  name: 'DocumentTemplateCategory',
  description: 'What kind of document a template produces',
});

/** What a step after generation asks for. */
export enum PostStepType {
  SIGNING = 'SIGNING',
  CERTIFICATION = 'CERTIFICATION',
  STAMP_PAPER = 'STAMP_PAPER',
  FILING = 'FILING',
  STORAGE = 'STORAGE',
  DISTRIBUTION = 'DISTRIBUTION',
  REMINDER = 'REMINDER',
}
registerEnumType(PostStepType, { name: 'PostStepType', description: 'What a step after document generation asks for' });

/** A step to take once the document is generated (sign it, print it on stamp paper, file it, ...). */
@ObjectType({ description: 'A step to take once a document is generated' })
export class PostStep {
  @Field(() => Int, { description: 'Position of the step, from 1; steps are kept in this order' }) order!: number;
  @Field(() => String, { nullable: true, description: 'Name of an icon the client shows beside the step' }) icon!:
    string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => PostStepType) type!: PostStepType;
  @Field(() => Boolean) mandatory!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Value of the stamp paper (STAMP_PAPER steps only), e.g. "INR 100"',
  })
  stampDenomination!: string | null;
}

/** Filing details and the steps after generation. */
@ObjectType({ description: 'Filing details of a document template and the steps after generation' })
export class DocumentTemplateMetadata {
  @Field(() => String, { nullable: true, description: 'The government form the document is filed with, e.g. MGT-14' })
  filingForm!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'When it must be filed, e.g. "Within 30 days of the resolution"',
  })
  filingDeadline!: string | null;
  @AssumedListSize(20)
  @Field(() => [String])
  signatories!: string[];
  @AssumedListSize(50)
  @Field(() => [PostStep])
  postSteps!: PostStep[];
}

/**
 * Everything of a document template but its body: what lists answer (a body can be long, and a list is for
 * choosing a template). The columns are declared here and inherited by the entity below.
 */
@ObjectType('DocumentTemplateSummary', { description: 'A document template without its body, as lists answer it' })
export class DocumentTemplateSummary extends BaseEntity {
  [OptionalProps]?: 'tenant' | 'legalReference';

  @Field(() => ID)
  declare id: string;

  /** Null for a global template, which every tenant sees and only a platform admin changes. */
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant: Tenant | null = null;

  @Field(() => ID, { nullable: true, description: 'The owning tenant; null for a global template' })
  get tenantId(): string | null {
    return this.tenant?.id ?? null;
  }

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Enum({ items: () => DocumentCategory, type: 'string' })
  @Field(() => DocumentCategory)
  category!: DocumentCategory;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The statutory provision the document serves, e.g. "Section 179(3), Companies Act 2013"',
  })
  legalReference: string | null = null;

  /** Exactly the names of the body's placeholders (see `DocumentTemplateService`), in the order a form asks for them. */
  @Property({ type: 'json' })
  @AssumedListSize(200) // MAX_VARIABLES of the template inputs
  @Field(() => [String], {
    description: 'The names of the placeholders of the body: each needs a value to generate the document',
  })
  variables!: string[];

  @Property({ type: 'json' })
  @Field(() => DocumentTemplateMetadata)
  metadata!: DocumentTemplateMetadata;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/** An HTML document with `{{variable}}` placeholders, rendered into a document on demand; global or a tenant's own. */
@Entity({ tableName: 'document_template' })
@TenantOwned({ sharedWhenNull: true })
@Index({ name: 'document_template_tenant_idx', properties: ['tenant', 'createdAt'] })
@ObjectType('DocumentTemplate', { description: 'A document template with its HTML body' })
export class DocumentTemplate extends DocumentTemplateSummary {
  @Property({ type: 'text' })
  @Field(() => String, { description: 'HTML with {{variable}} placeholders' })
  body!: string;
}
