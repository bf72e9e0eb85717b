import { ArrayMaxSize, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { Worker } from './worker.entity.js';

@InputType('CreateFactoryWorkerInput', { description: 'A new worker of the tenant' })
export class CreateWorkerInput {
  @Field(() => String) @Length(1, 200) name!: string;

  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) phone?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'What the worker can do, e.g. "Cutting"; blanks and repeats are dropped',
  })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(100, { each: true })
  skills?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'True when left out' }) @IsOptional() isActive?: boolean | null;
}

@InputType('UpdateFactoryWorkerInput', { description: 'Changes to a worker; fields left out keep their values' })
export class UpdateWorkerInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 200) name?: string | null;

  @Field(() => String, { nullable: true, description: 'An empty string removes the phone number' })
  @IsOptional()
  @MaxLength(40)
  phone?: string | null;

  @Field(() => [String], { nullable: true }) @IsOptional() @ArrayMaxSize(50) @MaxLength(100, { each: true }) skills?:
    string[] | null;

  @Field(() => Boolean, { nullable: true }) @IsOptional() isActive?: boolean | null;
}

@ObjectType('FactoryWorkerPage', { description: 'A page of workers' })
export class WorkerPage extends PageType(Worker, 'Workers') {}

@ObjectType('FactoryDefaultWorkerSeed', { description: 'The default worker "None", and whether this call created it' })
export class DefaultWorkerSeed {
  @Field(() => Worker) worker!: Worker;
  @Field(() => Boolean) created!: boolean;
}
