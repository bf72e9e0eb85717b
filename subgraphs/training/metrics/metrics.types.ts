import { Field, Int, ObjectType } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { Interest } from '../interests/interest.entity.js';

/** How many interests `recentInterests` shows. */
export const RECENT_INTERESTS = 10;

@ObjectType({ description: 'Counts of the admin dashboard' })
export class TrainingMetrics {
  @Field(() => Int, { description: 'Courses not deleted (published or not)' })
  totalCourses!: number;

  @Field(() => Int, { description: 'Courses published and active (those the public catalogue shows)' })
  publishedCourses!: number;

  @Field(() => Int, { description: 'Interests not soft-deleted; erased ones still count' })
  totalInterests!: number;

  @Field(() => Int)
  totalEnrollments!: number;

  @Field(() => Int)
  totalEnquiries!: number;

  @AssumedListSize(RECENT_INTERESTS)
  @Field(() => [Interest], { description: `The ${RECENT_INTERESTS} newest interests not soft-deleted, newest first` })
  recentInterests!: Interest[];
}
