import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';

/** How a profile value is rewritten before it goes into the form (see `TRANSFORMS` in `field-mappings.ts`). */
@ObjectType('McaFieldTransform', {
  description: "How a profile value is rewritten for the form: type 'date' with a format such as DD/MM/YYYY",
})
export class FieldTransform {
  @Field(() => String, { description: "The transform's kind; known: date" })
  type!: string;

  @Field(() => String, { nullable: true, description: 'Its pattern, e.g. DD/MM/YYYY for a date (day.js tokens)' })
  format!: string | null;
}

/** One field of an MCA form: where its value is in the entity profile, and which page elements it fills. */
// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('McaFieldMapping', {
  description: 'Where one field of an MCA form takes its value from in the entity profile',
})
export class FieldMapping {
  @Field(() => String, { description: 'Dot path into profileData; array items by index, e.g. directors.0.din' })
  profilePath!: string;

  @AssumedListSize(10)
  @Field(() => [String], { description: 'CSS selectors of the form elements this value fills' })
  selectors!: string[];

  @Field(() => Boolean, { description: 'Whether the form cannot be filed without this value' })
  required!: boolean;

  @Field(() => FieldTransform, { nullable: true })
  transform!: FieldTransform | null;
}

/** A pattern that a filled value must match (the form's own check, applied before the user is sent there). */
export interface ValidationRule {
  pattern: string;
}

@ObjectType('McaFormMetadata', { description: 'What the user needs besides the profile to file the form' })
export class FormMetadata {
  @Field(() => String, { nullable: true })
  description!: string | null;

  @AssumedListSize(50)
  @Field(() => [String], { description: 'Documents to attach when filing' })
  requiredDocuments!: string[];
}

/**
 * How one MCA e-form (AOC-4, MGT-7, ...) is filled from an entity profile. Form mappings are global: the
 * government forms are the same for every tenant, so any signed-in tenant reads them and only platform admins
 * change them. `formType` is stored in upper case and is the mapping's key in every path. `version` is the
 * optimistic lock of updates: every update (and every toggle) sends or bumps it.
 */
@Entity({ tableName: 'form_mapping' })
@ObjectType('McaFormMapping', { description: 'How an MCA e-form is filled from an entity profile' })
export class FormMapping extends BaseEntity {
  [OptionalProps]?: 'validationRules' | 'metadata' | 'isActive' | 'version';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string', unique: 'form_mapping_form_type_unique' })
  @Field(() => String, { description: 'The form, e.g. AOC-4 or MGT-7 (upper case)' })
  formType!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Version of the government form this mapping fits' })
  formVersion!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The form page on the MCA portal' })
  mcaUrl!: string;

  @Property({ type: 'json' })
  @AssumedListSize(300)
  @Field(() => [FieldMapping])
  fieldMappings!: FieldMapping[];

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject, {
    description: 'Profile path → {pattern}: a regular expression the filled value must match',
  })
  validationRules: Record<string, ValidationRule> = {};

  @Property({ type: 'json' })
  @Field(() => FormMetadata)
  metadata: FormMetadata = { description: null, requiredDocuments: [] };

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'Only active mappings are used by the workflow redirect' })
  isActive: boolean = true;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Optimistic lock: send it with every update' })
  version: number = 1;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/** The mapping as plain JSON, in the shape its GraphQL type answers (version-conflict bodies and audit entries). */
export function formMappingJson(mapping: FormMapping) {
  return {
    id: mapping.id,
    formType: mapping.formType,
    formVersion: mapping.formVersion,
    mcaUrl: mapping.mcaUrl,
    fieldMappings: mapping.fieldMappings.map((field) => ({
      profilePath: field.profilePath,
      selectors: [...field.selectors],
      required: field.required,
      transform: field.transform ? { type: field.transform.type, format: field.transform.format ?? null } : null,
    })),
    validationRules: mapping.validationRules,
    metadata: {
      description: mapping.metadata.description ?? null,
      requiredDocuments: [...mapping.metadata.requiredDocuments],
    },
    isActive: mapping.isActive,
    version: mapping.version,
    createdAt: mapping.createdAt.toISOString(),
    updatedAt: mapping.updatedAt.toISOString(),
  };
}
