import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { Cost } from '../../shared/demand-control.js';
import { Cacheable } from '../../shared/response-cache.js';
import { FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { ReportService } from './report.service.js';
import { ProductionReport, ReportGrouping, TaskReportInput } from './report.types.js';

const service = (context: FactoryContext) => new ReportService(context);

@Resolver()
export class FactoryReportResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.jobs, FACTORY_TAGS.articles, FACTORY_TAGS.workers], 'TENANT')
  @Query(() => ProductionReport, {
    description: 'Completed job steps within from..to grouped by worker, article, step or day',
  })
  @Cost(20)
  factoryTaskReport(
    @Arg('input', () => TaskReportInput) input: TaskReportInput,
    @Ctx() context: FactoryContext,
  ): Promise<ProductionReport> {
    return service(context).taskReport(input.groupBy, input.from, input.to);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.jobs, FACTORY_TAGS.articles, FACTORY_TAGS.workers], 'TENANT')
  @Query(() => ProductionReport, {
    description: 'One article’s completed job steps, grouped by step unless asked otherwise',
  })
  @Cost(20)
  factoryArticleReport(
    @Arg('articleId', () => ID) articleId: string,
    @Arg('groupBy', () => ReportGrouping, { nullable: true }) groupBy: ReportGrouping | null,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Ctx() context: FactoryContext,
  ): Promise<ProductionReport> {
    return service(context).articleReport(articleId, groupBy, from, to);
  }
}
