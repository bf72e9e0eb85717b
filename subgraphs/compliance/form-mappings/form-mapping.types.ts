import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import type { FieldMappingDefinition, MetadataDefinition } from './field-mappings.js';
import { FormMapping } from './form-mapping.entity.js';

/** Inputs of form mappings. Their content rules (paths, selectors, transforms, patterns) are in `field-mappings.ts`. */

@InputType('McaFieldTransformInput')
export class FieldTransformInput {
  @Field(() => String, { description: "The transform's kind; known: date" })
  type!: string;

  @Field(() => String, {
    nullable: true,
    description: "Its pattern; a date needs one with day, month and year, e.g. 'DD/MM/YYYY'",
  })
  format?: string | null;
}

@InputType('McaFieldMappingInput')
export class FieldMappingInput implements FieldMappingDefinition {
  @Field(() => String, { description: 'Dot path into profileData; array items by index, e.g. directors.0.din' })
  profilePath!: string;

  @Field(() => [String], { description: 'CSS selectors of the form elements this value fills (1 to 10)' })
  selectors!: string[];

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  required?: boolean | null;

  @Field(() => FieldTransformInput, { nullable: true })
  transform?: FieldTransformInput | null;
}

@InputType('McaFormMetadataInput')
export class FormMetadataInput implements MetadataDefinition {
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: 'Documents to attach when filing' })
  requiredDocuments?: string[] | null;
}

@InputType('CreateMcaFormMappingInput', { description: 'A new form mapping (platform admins)' })
export class FormMappingInput {
  @Field(() => String, { description: 'The form, e.g. AOC-4; stored in upper case, unique' })
  formType!: string;

  @Field(() => String)
  formVersion!: string;

  @Field(() => String, { description: 'The form page on the MCA portal (http or https)' })
  mcaUrl!: string;

  @Field(() => [FieldMappingInput])
  fieldMappings!: FieldMappingInput[];

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Profile path (of one of fieldMappings) → {pattern}: a regular expression',
  })
  validationRules?: Record<string, unknown> | null;

  @Field(() => FormMetadataInput, { nullable: true })
  metadata?: FormMetadataInput | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  isActive?: boolean | null;
}

@InputType('UpdateMcaFormMappingInput', {
  description: 'Changes to a form mapping (platform admins); absent fields stay as they are',
})
export class FormMappingUpdateInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'The version the change is based on (required: MISSING_VERSION without it, VERSION_CONFLICT when stale)',
  })
  version?: number | null;

  @Field(() => String, { nullable: true })
  formVersion?: string | null;

  @Field(() => String, { nullable: true })
  mcaUrl?: string | null;

  @Field(() => [FieldMappingInput], { nullable: true, description: 'Replaces all field mappings' })
  fieldMappings?: FieldMappingInput[] | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Replaces all validation rules' })
  validationRules?: Record<string, unknown> | null;

  @Field(() => FormMetadataInput, { nullable: true, description: 'Replaces the metadata' })
  metadata?: FormMetadataInput | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@ObjectType('McaFormMappingPage', { description: 'A page of form mappings' })
export class FormMappingPage extends PageType(FormMapping, 'Form mappings') {}

/** The fields the form mapping list can be sorted by, each the entity property it orders on. */
export enum McaFormMappingSortField {
  FORM_TYPE = 'formType',
  FORM_VERSION = 'formVersion',
  IS_ACTIVE = 'isActive',
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
}
registerEnumType(McaFormMappingSortField, {
  name: 'McaFormMappingSortField',
  description: 'The fields the form mapping list can be sorted by',
});

@InputType({
  description:
    'A key to sort the form mapping list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class McaFormMappingSort extends SortKeyType(McaFormMappingSortField) {}

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('McaUnusableField', { description: 'A profile value that is present but cannot be entered into the form' })
export class UnusableFieldType {
  @Field(() => String) profilePath!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('McaWorkflowRedirect', {
  description: 'Whether the filing form of a workflow can be filled from its entity profile, and where to file it',
})
export class WorkflowRedirect {
  @Field(() => Boolean, { description: 'True when every required field of the form has a usable value' })
  ready!: boolean;

  @Field(() => String, {
    description: "The form: the first of the template's completionCriteria.filingConfirmation with an active mapping",
  })
  formType!: string;

  @Field(() => String)
  mcaUrl!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'When ready: the id of the fill context (query mcaFillContext) the extension fills the form with',
  })
  contextId!: string | null;

  @AssumedListSize(300)
  @Field(() => [String], { description: 'Profile paths of required fields without a usable value' })
  missingFields!: string[];

  @AssumedListSize(300)
  @Field(() => [UnusableFieldType], {
    description: 'Values present but unusable (required ones are in missingFields too)',
  })
  unusableFields!: UnusableFieldType[];

  @AssumedListSize(50)
  @Field(() => [String], { description: "The form's required documents (metadata)" })
  requiredDocuments!: string[];

  @Field(() => String)
  message!: string;
}
