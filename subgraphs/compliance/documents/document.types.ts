import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { ComplianceDocument, DocumentSource, DocumentType } from './compliance-document.entity.js';
import type { DocumentCategory, ExtractedFields } from './extraction/extractor.js';
import { ExtractionCategory, ExtractionJob } from './extraction-job.entity.js';

@ObjectType({ description: 'An uploaded document, and its extraction when one was started' })
export class DocumentUpload {
  @Field(() => ComplianceDocument) document!: ComplianceDocument;
  @Field(() => ExtractionJob, { nullable: true, description: 'Null when triggerExtraction was false' })
  extractionJob!: ExtractionJob | null;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'What the extractor read from a document, at once' })
export class DocumentExtraction {
  @Field(() => ExtractionCategory) category!: DocumentCategory;
  @Field(() => GraphQLJSONObject) extractedFields!: ExtractedFields;
  @Field(() => Float, { description: 'Overall confidence between 0 and 1' }) confidence!: number;
  @Field(() => GraphQLJSONObject, { description: 'Field name → confidence between 0 and 1' })
  fieldConfidence!: Readonly<Record<string, number>>;
  @Field(() => GraphQLJSONObject, { description: 'Field name → flag (mandatory_verification)' })
  verificationFlags!: Readonly<Record<string, string>>;
  @Field(() => Int, { description: 'Milliseconds the reading took' }) processingTime!: number;
  @Field(() => String, { description: 'Which extractor read it (builtin, openai)' }) extractor!: string;
}

@InputType({ description: 'Which vault documents to list' })
export class ComplianceDocumentFilter {
  @Field(() => ID, { nullable: true }) entityId?: string | null;
  @Field(() => DocumentType, { nullable: true }) documentType?: DocumentType | null;
  @Field(() => DocumentSource, { nullable: true }) source?: DocumentSource | null;
}

@ObjectType({ description: 'A page of vault documents' })
export class ComplianceDocumentPage extends PageType(ComplianceDocument, 'Documents') {}

/** The fields the document vault can be sorted by, each the entity property it orders on. */
export enum ComplianceDocumentSortField {
  UPLOADED_AT = 'uploadedAt',
  FILENAME = 'filename',
  SIZE = 'size',
  DOCUMENT_TYPE = 'documentType',
}
registerEnumType(ComplianceDocumentSortField, {
  name: 'ComplianceDocumentSortField',
  description: 'The fields the document vault can be sorted by',
});

@InputType({
  description:
    'A key to sort the document vault by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class ComplianceDocumentSort extends SortKeyType(ComplianceDocumentSortField) {}

@InputType({ description: 'Values a person checked (usually from an extraction) to save onto an entity’s profile' })
export class SaveVerifiedDataInput {
  @Field(() => ID) entityId!: string;

  @Field(() => Int, { nullable: true, description: 'The entity version the values were checked against (required)' })
  version?: number | null;

  @Field(() => GraphQLJSONObject, {
    description:
      'Profile fields and their verified values: companyName, cin, pan, gstin, dateOfIncorporation, registeredAddress, authorizedCapital, paidUpCapital, directors',
  })
  verifiedData!: Record<string, unknown>;

  @Field(() => ID, {
    nullable: true,
    description: 'The extraction job the values came from, marked verified with them',
  })
  jobId?: string | null;
}
