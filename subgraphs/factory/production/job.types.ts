import { Length } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { JobStepStatus } from './job-step.entity.js';
import { Job, JobStatus } from './job.entity.js';

@ObjectType('FactoryJobPage', { description: 'A page of jobs' })
export class JobPage extends PageType(Job, 'Jobs') {}

@InputType('CreateFactoryJobInput')
export class CreateJobInput {
  @Field(() => String, { description: 'Unique within the tenant' }) @Length(1, 100) jobNo!: string;
  @Field(() => ID) articleId!: string;
  @Field(() => Number, { description: 'Within the tenant configuration’s sizeRange' }) size!: number;
  @Field(() => Int, { description: 'Pieces; greater than zero' }) quantity!: number;
}

@InputType('FactoryJobFilter')
export class JobFilter {
  @Field(() => JobStatus, { nullable: true }) status?: JobStatus | null;
  @Field(() => ID, { nullable: true }) articleId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Jobs with a step of this worker' }) workerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Created at or after (active jobs ignore the range)' }) from?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Created at or before (active jobs ignore the range)' }) to?:
    string | null;
}

@InputType('MoveFactoryJobStepInput', { description: 'Moves one step of a job: pending → in_progress → completed' })
export class JobStepMoveInput {
  @Field(() => String, { description: 'The step’s name' }) step!: string;
  @Field(() => JobStepStatus) status!: JobStepStatus;
  @Field(() => ID, { nullable: true, description: 'Who works on it; completing needs one (given now or before)' })
  workerId?: string | null;
}

@ObjectType('FactoryJobStepMove', {
  description: 'A job after one of its steps moved, and the ledger credit it earned',
})
export class JobStepMove {
  @Field(() => Job) job!: Job;
  @Field(() => String, {
    nullable: true,
    description: 'The amount credited to the worker, when a paid step was completed',
  })
  credited!: string | null;
}
