import type { FilterQuery } from '@mikro-orm/core';
import { validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { verifyChallenge } from '../../shared/challenge.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { textSearch, timestampBetween } from '../../shared/filters.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { changeEvents } from '../cache-tags.js';
import type { TrainingContext } from '../context.js';
import { Enquiry, EnquiryStatus } from './enquiry.entity.js';
import type { SubmitEnquiryInput, EnquiryFilter, EnquirySort } from './enquiry.types.js';

/** The submitted message, trimmed; a blank name or message is refused. */
function contactDetails(input: SubmitEnquiryInput): { name: string; email: string; message: string } {
  const name = input.name.trim();
  const message = input.message.trim();
  const problems: Record<string, string[]> = {};
  if (!name) problems.name = ['must not be blank'];
  if (!message) problems.message = ['must not be blank'];
  if (Object.keys(problems).length) {
    throw validationError(`${Object.keys(problems).join(' and ')} must not be blank`, { fields: problems });
  }
  return { name, email: input.email.trim(), message };
}

/**
 * The rules of contact enquiries: public submission behind a bot challenge (no mail is sent: the spec lists
 * none), the admin list and status changes (audited). Any status of either variant may follow any other,
 * the spec naming no transitions.
 */
export class EnquiryService {
  constructor(
    private readonly context: Pick<TrainingContext, 'em' | 'jobs' | 'audit' | 'auth' | 'request' | 'config'>,
  ) {}

  /** Public contact form: the challenge is checked before anything is written. */
  async submit(input: SubmitEnquiryInput): Promise<Enquiry> {
    const details = contactDetails(input);
    await verifyChallenge(this.context.config, input.challengeToken, this.context.request.clientAddress);
    const enquiry = this.context.em.create(Enquiry, details);
    // Flushed with the enquiry, in one transaction: the admin reads cached under its tag are dropped when it commits.
    for (const event of changeEvents('enquiry', 'enquiry.submit', enquiry.id)) recordEvent(this.context.em, event);
    await this.context.em.flush();
    return enquiry;
  }

  /** Enquiries newest first unless `sort` says otherwise. */
  async list(
    filter: EnquiryFilter | null | undefined,
    sort: readonly EnquirySort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Enquiry>> {
    const pageRequest = parsePage(page, limit);
    const conditions: FilterQuery<Enquiry>[] = [];
    if (filter?.status?.length) conditions.push({ status: { $in: filter.status } });
    const search = textSearch(filter?.search, ['name', 'email', 'message']);
    if (search) conditions.push(search);
    const created = timestampBetween(filter?.dateFrom, filter?.dateTo);
    if (created) conditions.push({ createdAt: created });

    const [items, total] = await this.context.em.findAndCount(Enquiry, conditions.length ? { $and: conditions } : {}, {
      orderBy: listOrder<Enquiry>(sort),
      limit: pageRequest.limit,
      offset: pageRequest.offset,
    });
    return pageOf(items, total, pageRequest);
  }

  /** Sets the status; a change is audited, setting the current status again changes (and records) nothing. */
  async updateStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const enquiry = await em.findOneOrFail(Enquiry, { id: normalizeId(id) });
      const before = enquiry.status;
      if (before !== status) {
        enquiry.status = status;
        await this.context.audit.record(em, actor, {
          action: 'enquiry.status',
          entityType: 'enquiry',
          entityId: enquiry.id,
          before: { status: before },
          after: { status },
        });
      }
      await em.flush();
      return enquiry;
    });
  }
}
