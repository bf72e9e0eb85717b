import { ArrayMaxSize, IsOptional, Length, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { DocumentCategory, DocumentTemplateSummary, PostStepType } from './document-template.entity.js';

/** Bounds of a template; a body is a document of a few pages, far below this. */
export const MAX_BODY_LENGTH = 200_000;
export const MAX_VARIABLES = 200;

@ObjectType({ description: 'A page of document templates (without their bodies)' })
export class DocumentTemplatePage extends PageType(DocumentTemplateSummary, 'Templates') {}

/** The fields the document template list can be sorted by, each the entity property it orders on. */
export enum DocumentTemplateSortField {
  NAME = 'name',
  CATEGORY = 'category',
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
}
registerEnumType(DocumentTemplateSortField, {
  name: 'DocumentTemplateSortField',
  description: 'The fields the document template list can be sorted by',
});

@InputType({
  description:
    'A key to sort the document template list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class DocumentTemplateSort extends SortKeyType(DocumentTemplateSortField) {}

@InputType({ description: 'A step to take once a document is generated' })
export class PostStepInput {
  @Field(() => Int, { description: 'Position of the step, from 1, unique within the template' })
  order!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  icon?: string | null;

  @Field(() => String)
  @Length(1, 200)
  title!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => PostStepType)
  type!: PostStepType;

  @Field(() => Boolean)
  mandatory!: boolean;

  @Field(() => String, { nullable: true, description: 'Value of the stamp paper; STAMP_PAPER steps only' })
  @IsOptional()
  @Length(1, 50)
  stampDenomination?: string | null;
}

@InputType({ description: 'Filing details of a document template and the steps after generation' })
export class DocumentTemplateMetadataInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  filingForm?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  filingDeadline?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Who signs the document, e.g. "Director", "Company Secretary"',
  })
  @IsOptional()
  @ArrayMaxSize(20)
  @MaxLength(200, { each: true })
  signatories?: string[] | null;

  @Field(() => [PostStepInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  postSteps?: PostStepInput[] | null;
}

/** The fields both the creation and the update of a template carry. */
@InputType('DocumentTemplateFieldsInput')
abstract class DocumentTemplateFieldsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500)
  legalReference?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'The names of the placeholders of the body, in the order a form asks for them; derived from the body when not given',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_VARIABLES)
  variables?: string[] | null;

  @Field(() => DocumentTemplateMetadataInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  metadata?: DocumentTemplateMetadataInput | null;
}

@InputType({ description: "A new document template: the caller's tenant's own, or (platform admin) a global one" })
export class CreateDocumentTemplateInput extends DocumentTemplateFieldsInput {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => DocumentCategory)
  category!: DocumentCategory;

  @Field(() => String, { description: 'HTML with {{variable}} placeholders' })
  @Length(1, MAX_BODY_LENGTH)
  body!: string;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'A global template, seen by every tenant (platform admin only)',
  })
  global?: boolean | null;

  @Field(() => ID, { nullable: true, description: "The caller's tenant (any other is refused); not with global" })
  tenantId?: string | null;
}

@InputType({
  description: 'Changes to a document template; absent fields stay as they are, metadata is replaced as a whole',
})
export class UpdateDocumentTemplateInput extends DocumentTemplateFieldsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 200)
  name?: string | null;

  @Field(() => DocumentCategory, { nullable: true })
  category?: DocumentCategory | null;

  @Field(() => String, {
    nullable: true,
    description: 'HTML with {{variable}} placeholders; without variables, they are derived from it again',
  })
  @IsOptional()
  @Length(1, MAX_BODY_LENGTH)
  body?: string | null;
}

@ObjectType({ description: 'A document rendered from a template' })
export class GeneratedDocument {
  @Field(() => ID) templateId!: string;
  @Field(() => String) templateName!: string;
  @Field(() => DocumentCategory) category!: DocumentCategory;
  @Field(() => String, { nullable: true }) legalReference!: string | null;
  @Field(() => String, { description: 'The body with every placeholder replaced by its HTML-escaped value' })
  renderedHtml!: string;
}
