import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';

export enum ReportGrouping {
  WORKER = 'worker',
  ARTICLE = 'article',
  STEP = 'step',
  DAY = 'day',
}
registerEnumType(ReportGrouping, {
  name: 'FactoryReportGrouping',
  description: 'What a production report groups completed steps by',
});

@InputType('FactoryTaskReportInput')
export class TaskReportInput {
  @Field(() => ReportGrouping) groupBy!: ReportGrouping;
  @Field(() => String, { nullable: true, description: 'Steps completed at or after: a date or an ISO date-time' })
  from?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Steps completed at or before: a date (that whole day) or an ISO date-time',
  })
  to?: string | null;
}

@ObjectType('FactoryReportFigures')
export class ReportFigures {
  @Field(() => Int, { description: 'Completed steps' }) steps!: number;
  @Field(() => Int, { description: 'Pieces: the quantities of the jobs of the completed steps' }) pieces!: number;
  @Field(() => String, { description: 'Earned: rate × quantity of the completed paid steps' }) amount!: string;
}

// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('FactoryReportGroup')
export class ReportGroup extends ReportFigures {
  @Field(() => String, { description: 'The worker’s or article’s id, the step’s name, or the day (YYYY-MM-DD, UTC)' })
  key!: string;
  @Field(() => String, { description: 'The worker’s name, the article’s number and name, the step’s name, or the day' })
  label!: string;
}

@ObjectType('FactoryProductionReport', { description: 'Completed job steps grouped, with their pieces and amounts' })
export class ProductionReport {
  @Field(() => ReportGrouping) groupBy!: ReportGrouping;
  @Field(() => GraphQLISODateTime, { nullable: true }) from!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) to!: Date | null;
  @AssumedListSize(100)
  @Field(() => [ReportGroup])
  groups!: ReportGroup[];
  @Field(() => ReportFigures) totals!: ReportFigures;
}
