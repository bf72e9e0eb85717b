import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { FieldChange } from '../audit/audit-event.entity.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { DocumentType } from '../documents/compliance-document.entity.js';

/**
 * The payloads of the compliance spec's events, as GraphQL types: the fields of each event (see
 * `business-entity.events.ts` and `extraction.events.ts`), plus `cursor`, the event's place in the stream (its
 * message's, not the spec's payload's), and `entity`, resolved through the supergraph when a subscriber selects it.
 */

@ObjectType({ description: 'profile.updated: an entity profile changed' })
export class ProfileUpdatedEvent {
  @Field(() => String) eventType!: string;
  @Field(() => ID) entityId!: string;
  @Field(() => ID) tenantId!: string;
  @Field(() => ID, { description: 'Who made the change' }) userId!: string;
  @Field(() => String, { description: 'ISO 8601' }) timestamp!: string;
  @AssumedListSize(50)
  @Field(() => [FieldChange])
  changes!: FieldChange[];
  @Field(() => Int, { description: 'The entity version after the change' }) version!: number;
  @Field(() => String, { description: 'Opaque, increasing along the stream: resume with after: <cursor>' })
  cursor!: string;
  @Field(() => BusinessEntity, { nullable: true, description: 'The entity as it is now' })
  entity?: BusinessEntity | null;
}

/** What both extraction events carry (a base class only: type-graphql leaves it out of the schema). */
@ObjectType('ExtractionEventFields')
abstract class ExtractionEventFields {
  @Field(() => String) eventType!: string;
  @Field(() => ID) jobId!: string;
  @Field(() => ID) entityId!: string;
  @Field(() => ID) tenantId!: string;
  @Field(() => DocumentType) documentType!: DocumentType;
  @Field(() => String, { description: 'ISO 8601' }) timestamp!: string;
  @Field(() => String, { description: 'Opaque, increasing along the stream: resume with after: <cursor>' })
  cursor!: string;
  @Field(() => BusinessEntity, { nullable: true, description: 'The entity as it is now' })
  entity?: BusinessEntity | null;
}

@ObjectType({ description: 'extraction.completed: a document was read' })
export class ExtractionCompletedEvent extends ExtractionEventFields {
  @Field(() => GraphQLJSONObject) extractedData!: Record<string, unknown>;
}

@ObjectType({ description: 'extraction.failed: a document could not be read' })
export class ExtractionFailedEvent extends ExtractionEventFields {
  @Field(() => String) error!: string;
}
