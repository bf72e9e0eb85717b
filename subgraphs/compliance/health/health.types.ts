import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum ComplianceHealthState {
  HEALTHY = 'HEALTHY',
  UNHEALTHY = 'UNHEALTHY',
}
registerEnumType(ComplianceHealthState, { name: 'ComplianceHealthState' });

export enum ComplianceDatabaseState {
  CONNECTED = 'CONNECTED',
  DISCONNECTED = 'DISCONNECTED',
}
registerEnumType(ComplianceDatabaseState, { name: 'ComplianceDatabaseState' });

/** The workflow service's health: its database answers a trivial query, or the reason it does not. */
@ObjectType({
  description: "The compliance workflow service's health: healthy when its database answers a trivial query",
})
export class ComplianceHealthStatus {
  @Field(() => ComplianceHealthState)
  status!: ComplianceHealthState;

  @Field(() => ComplianceDatabaseState)
  database!: ComplianceDatabaseState;

  @Field(() => String, { nullable: true, description: 'Why the database check failed (unhealthy only)' })
  error!: string | null;
}
