import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PUBLIC_SUBMIT, AddressLimit } from '../../shared/address-limits.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, READ_TAGS } from '../cache-tags.js';
import type { TrainingContext } from '../context.js';
import { Enquiry, EnquiryStatus } from './enquiry.entity.js';
import { EnquiryService } from './enquiry.service.js';
import { SubmitEnquiryInput, EnquiryFilter, EnquiryPage, EnquirySort } from './enquiry.types.js';

const service = (context: TrainingContext) => new EnquiryService(context);

@Resolver(() => Enquiry)
export class EnquiryResolver {
  @AddressLimit(PUBLIC_SUBMIT)
  @Invalidates(changedBy('enquiry'))
  @Mutation(() => Enquiry, { description: 'Sends a message through the contact form (public, behind a bot challenge)' })
  submitEnquiry(
    @Arg('input', () => SubmitEnquiryInput) input: SubmitEnquiryInput,
    @Ctx() context: TrainingContext,
  ): Promise<Enquiry> {
    return service(context).submit(input);
  }

  @Authorized()
  @Cacheable(READ_TAGS.enquiries, 'TENANT')
  @Query(() => EnquiryPage, { description: 'Contact enquiries (admin), newest first unless `sort` says otherwise' })
  @PageListSize(20)
  enquiries(
    @Arg('filter', () => EnquiryFilter, { nullable: true }) filter: EnquiryFilter | null | undefined,
    @Arg('sort', () => [EnquirySort], { nullable: true }) sort: EnquirySort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<EnquiryPage> {
    return service(context).list(filter, sort, page, limit);
  }

  @Authorized()
  @Invalidates(changedBy('enquiry'))
  @Mutation(() => Enquiry, { description: 'Sets the status of an enquiry, any value of either variant (admin)' })
  updateEnquiryStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => EnquiryStatus) status: EnquiryStatus,
    @Ctx() context: TrainingContext,
  ): Promise<Enquiry> {
    return service(context).updateStatus(id, status);
  }
}
