import { Ctx, Query, Resolver } from 'type-graphql';
import type { ComplianceContext } from '../context.js';
import { ComplianceHealthService } from './health.service.js';
import { ComplianceHealthStatus } from './health.types.js';

@Resolver()
export class ComplianceHealthResolver {
  @Query(() => ComplianceHealthStatus, {
    description:
      'Health of the compliance workflow service and its database (public); never fails for a database fault, it reports it',
  })
  complianceHealth(@Ctx() context: ComplianceContext): Promise<ComplianceHealthStatus> {
    return new ComplianceHealthService(context).check();
  }
}
