import { IsInt, IsOptional, IsPositive, Max } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_EXPIRY_DAYS } from './settings.service.js';

@InputType({ description: 'New expiry settings; a field left out keeps its value, at least one is required' })
export class UpdateTrainingSettingsInput {
  @Field(() => Int, {
    nullable: true,
    description: `Days a training plan download link stays valid (1..${MAX_EXPIRY_DAYS})`,
  })
  @IsOptional()
  @IsInt()
  @IsPositive()
  @Max(MAX_EXPIRY_DAYS)
  trainingPlanExpiryDays?: number | null;

  @Field(() => Int, { nullable: true, description: `Days a brochure link stays valid (1..${MAX_EXPIRY_DAYS})` })
  @IsOptional()
  @IsInt()
  @IsPositive()
  @Max(MAX_EXPIRY_DAYS)
  brochureExpiryDays?: number | null;
}
