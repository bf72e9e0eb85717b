import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { tagChanged } from '../../shared/response-cache.js';
import { fieldChanges } from '../audit/changes.js';
import { type TenantCaller } from '../auth/compliance-auth.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import {
  DocumentTemplate,
  PostStepType,
  type DocumentCategory,
  type DocumentTemplateMetadata,
  type DocumentTemplateSummary,
  type PostStep,
} from './document-template.entity.js';
import { DOCUMENT_TEMPLATES_TAG } from './document-template.events.js';
import type {
  CreateDocumentTemplateInput,
  DocumentTemplateMetadataInput,
  DocumentTemplateSort,
  GeneratedDocument,
  UpdateDocumentTemplateInput,
} from './document-template.types.js';
import { placeholdersOf, renderBody, VARIABLE_NAME } from './placeholders.js';

const RESOURCE_TYPE = 'document_template';

/** Problems of one request, by field path (`metadata.postSteps[1].order`), answered together as one VALIDATION_ERROR. */
type FieldProblems = Record<string, string[]>;

function addProblem(problems: FieldProblems, field: string, problem: string): void {
  (problems[field] ??= []).push(problem);
}

function refuseProblems(problems: FieldProblems, extra: Record<string, unknown> = {}): void {
  const entries = Object.entries(problems);
  if (!entries.length) return;
  const summary = entries.map(([field, list]) => `${field}: ${list.join(', ')}`).join('; ');
  throw validationError(`Invalid document template: ${summary}`, { fields: problems, ...extra });
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The variables of a body. Without declared ones they are the body's placeholders, those of `previousOrder`
 * (the template's variables before a body change) first and in that order, the new ones after in the order they
 * appear. Declared ones must be exactly the body's placeholders (a form asks for what the document needs, no
 * more), each once: so every variable has a place in the document and every placeholder a value.
 */
function templateVariables(
  body: string,
  declared: readonly string[] | null | undefined,
  previousOrder: readonly string[] = [],
): string[] {
  const problems: FieldProblems = {};
  if (!body.trim()) addProblem(problems, 'body', 'must not be blank');
  const { names, malformed } = placeholdersOf(body);
  if (malformed.length) {
    addProblem(
      problems,
      'body',
      `placeholders must be {{name}}, the name made of letters, digits, _, . or - and starting with a letter or _: ${malformed.join(', ')}`,
    );
  }
  if (declared === null || declared === undefined) {
    refuseProblems(problems, malformed.length ? { malformedPlaceholders: malformed } : {});
    return [
      ...previousOrder.filter((name) => names.includes(name)),
      ...names.filter((name) => !previousOrder.includes(name)),
    ];
  }

  const variables = declared.map((name) => name.trim());
  const invalid = variables.filter((name) => !VARIABLE_NAME.test(name));
  const duplicates = [...new Set(variables.filter((name, index) => variables.indexOf(name) !== index))];
  const undeclared = names.filter((name) => !variables.includes(name));
  const unused = variables.filter((name) => VARIABLE_NAME.test(name) && !names.includes(name));
  if (invalid.length)
    addProblem(
      problems,
      'variables',
      `not valid variable names: ${invalid.map((name) => JSON.stringify(name)).join(', ')}`,
    );
  if (duplicates.length) addProblem(problems, 'variables', `named more than once: ${duplicates.join(', ')}`);
  if (undeclared.length)
    addProblem(problems, 'variables', `placeholders of the body that are not declared: ${undeclared.join(', ')}`);
  if (unused.length) addProblem(problems, 'variables', `not used by the body: ${unused.join(', ')}`);
  refuseProblems(problems, {
    ...(malformed.length ? { malformedPlaceholders: malformed } : {}),
    ...(undeclared.length ? { undeclaredVariables: undeclared } : {}),
    ...(unused.length ? { unusedVariables: unused } : {}),
  });
  return variables;
}

/**
 * The metadata as stored: plain objects with every field present (null when absent), texts trimmed, steps in
 * their order. Step orders are positive and unique; only STAMP_PAPER steps carry a stamp denomination.
 */
function templateMetadata(input: DocumentTemplateMetadataInput | null | undefined): DocumentTemplateMetadata {
  const problems: FieldProblems = {};
  const signatories = (input?.signatories ?? []).map((signatory) => signatory.trim());
  signatories.forEach((signatory, index) => {
    if (!signatory) addProblem(problems, `metadata.signatories[${index}]`, 'must not be blank');
  });
  const steps = input?.postSteps ?? [];
  const seenOrders = new Set<number>();
  const postSteps: PostStep[] = steps.map((step, index) => {
    const path = `metadata.postSteps[${index}]`;
    if (step.order < 1) addProblem(problems, `${path}.order`, 'must be at least 1');
    else if (seenOrders.has(step.order))
      addProblem(problems, `${path}.order`, `${step.order} is the order of another step`);
    seenOrders.add(step.order);
    if (!step.title.trim()) addProblem(problems, `${path}.title`, 'must not be blank');
    const stampDenomination = trimmedOrNull(step.stampDenomination);
    if (stampDenomination && step.type !== PostStepType.STAMP_PAPER) {
      addProblem(problems, `${path}.stampDenomination`, `only STAMP_PAPER steps have one (this step is ${step.type})`);
    }
    return {
      order: step.order,
      icon: trimmedOrNull(step.icon),
      title: step.title.trim(),
      description: trimmedOrNull(step.description),
      type: step.type,
      mandatory: step.mandatory,
      stampDenomination,
    };
  });
  refuseProblems(problems);
  return {
    filingForm: trimmedOrNull(input?.filingForm),
    filingDeadline: trimmedOrNull(input?.filingDeadline),
    signatories,
    postSteps: postSteps.sort((a, b) => a.order - b.order),
  };
}

function templateName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) refuseProblems({ name: ['must not be blank'] });
  return trimmed;
}

/** The fields an update can change, as its audit entry compares them. */
const editableView = (template: DocumentTemplate) => ({
  name: template.name,
  category: template.category,
  legalReference: template.legalReference,
  body: template.body,
  variables: template.variables,
  metadata: template.metadata,
});

/**
 * The value of every variable the template needs. Every value given must be a string (a variable the template
 * does not use is ignored, but still must be one: the request is a map of names to strings); a variable that is
 * absent or null is missing. All problems are reported at once, each variable named.
 */
function variableValues(required: readonly string[], values: Record<string, unknown>): Map<string, string> {
  const given = new Map(Object.entries(values));
  const notStrings = [...given]
    .filter(([, value]) => value !== null && typeof value !== 'string')
    .map(([name]) => name);
  const missing = required.filter((name) => given.get(name) === undefined || given.get(name) === null);
  if (missing.length || notStrings.length) {
    const fields: FieldProblems = {};
    for (const name of missing) fields[name] = ['is required'];
    for (const name of notStrings) fields[name] = ['must be a string'];
    const message = [
      missing.length ? `Missing values for template variables: ${missing.join(', ')}` : '',
      notStrings.length ? `Template variable values must be strings: ${notStrings.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    throw validationError(message, {
      fields,
      ...(missing.length ? { missingVariables: missing } : {}),
      ...(notStrings.length ? { invalidVariables: notStrings } : {}),
    });
  }
  return new Map(required.map((name) => [name, given.get(name) as string]));
}

/**
 * A template the request's tenant sees: global or its own (the tenant filter, `@TenantOwned({ sharedWhenNull })`).
 * Another tenant's template is as absent as an unknown one: its existence is not the caller's business.
 */
async function findVisible(em: EntityManager, id: string, lockMode?: LockMode): Promise<DocumentTemplate> {
  return em.findOneOrFail(DocumentTemplate, { id: normalizeId(id) }, lockMode ? { lockMode } : {});
}

/**
 * Document templates: global ones (no tenant; written by platform admins) and each tenant's own, seen by that
 * tenant only; and document generation, which fills a template's placeholders with HTML-escaped values. Every
 * write and every generation is audited.
 */
export class DocumentTemplateService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  /** Global templates and the tenant's own, without bodies, newest first unless `sort` says otherwise. */
  async list(
    filter: { tenantId?: string | null; category?: DocumentCategory | null },
    sort: readonly DocumentTemplateSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<DocumentTemplateSummary>> {
    await this.context.auth.requireTenant(filter.tenantId);
    const request = parsePage(page, limit);
    const where: FilterQuery<DocumentTemplate> = filter.category ? { category: filter.category } : {};
    const [items, total] = await this.context.em.findAndCount(DocumentTemplate, where, {
      exclude: ['body'],
      orderBy: listOrder<DocumentTemplate>(sort),
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf<DocumentTemplateSummary>(items, total, request);
  }

  /** A global template or one of the caller's tenant; any other is NOT_FOUND. */
  async get(id: string): Promise<DocumentTemplate> {
    await this.context.auth.requireTenant();
    return findVisible(this.context.em, id);
  }

  /** A template of the caller's tenant, or with `global` (platform admins only) one that every tenant sees. */
  async create(input: CreateDocumentTemplateInput): Promise<DocumentTemplate> {
    const caller = await this.context.auth.requireTenant(input.tenantId);
    const global = input.global === true;
    if (global && input.tenantId)
      refuseProblems({ tenantId: ['a global template belongs to no tenant: give either global or tenantId'] });
    if (global) await this.context.auth.requireAdmin();
    const name = templateName(input.name);
    const variables = templateVariables(input.body, input.variables);
    const metadata = templateMetadata(input.metadata);
    return this.context.em.transactional(async (em) => {
      const template = em.create(DocumentTemplate, {
        tenant: global ? null : em.getReference(Tenant, caller.tenantId),
        name,
        category: input.category,
        legalReference: trimmedOrNull(input.legalReference),
        body: input.body,
        variables,
        metadata,
      });
      await this.#audit(em, caller, template, 'DOCUMENT_TEMPLATE_CREATED', {
        name,
        category: template.category,
        global,
      });
      recordEvent(
        em,
        tagChanged(
          DOCUMENT_TEMPLATES_TAG,
          { action: 'create', templateId: template.id, tenantId: template.tenant?.id ?? null },
          template.tenant?.id,
        ),
      );
      await em.flush();
      return template;
    });
  }

  /**
   * Changes a template: the owning tenant's users change its own, platform admins the global ones. Absent
   * fields stay; metadata is replaced as a whole; a new body without variables derives them again.
   */
  async update(id: string, input: UpdateDocumentTemplateInput): Promise<DocumentTemplate> {
    const caller = await this.context.auth.requireTenant();
    const given = (['name', 'category', 'legalReference', 'body', 'variables', 'metadata'] as const).filter(
      (field) => input[field] !== undefined,
    );
    if (!given.length)
      refuseProblems({
        input: ['nothing to update: give name, category, legalReference, body, variables or metadata'],
      });
    const nulls = given.filter((field) => field !== 'legalReference' && input[field] === null);
    if (nulls.length) refuseProblems(Object.fromEntries(nulls.map((field) => [field, ['must not be null']])));

    return this.context.em.transactional(async (em) => {
      // Locked: variables are checked against the body, so two concurrent updates must not interleave.
      const template = await findVisible(em, id, LockMode.PESSIMISTIC_WRITE);
      if (!template.tenant) await this.context.auth.requireAdmin();
      const before = editableView(template);
      const body = input.body ?? template.body;
      // A new body re-derives the variables (keeping their order); declared ones are checked against the body.
      const variables =
        input.variables !== undefined || input.body !== undefined
          ? templateVariables(body, input.variables, template.variables)
          : template.variables;
      const metadata = input.metadata !== undefined ? templateMetadata(input.metadata) : template.metadata;
      if (input.name !== undefined) template.name = templateName(input.name!);
      if (input.category) template.category = input.category;
      if (input.legalReference !== undefined) template.legalReference = trimmedOrNull(input.legalReference);
      template.body = body;
      template.variables = variables;
      template.metadata = metadata;
      const changes = fieldChanges(before, editableView(template));
      if (changes.length) {
        await this.#audit(
          em,
          caller,
          template,
          'DOCUMENT_TEMPLATE_UPDATED',
          { name: template.name, global: !template.tenant },
          changes,
        );
        recordEvent(
          em,
          tagChanged(
            DOCUMENT_TEMPLATES_TAG,
            { action: 'update', templateId: template.id, tenantId: template.tenant?.id ?? null },
            template.tenant?.id,
          ),
        );
      }
      await em.flush();
      return template;
    });
  }

  /**
   * The template rendered with `values` (variable name → string): every placeholder replaced by its value,
   * HTML-escaped. Audited with the names of the variables, not their values (personal data has no place in an
   * immutable trail).
   */
  async generate(templateId: string, values: Record<string, unknown>): Promise<GeneratedDocument> {
    const caller = await this.context.auth.requireTenant();
    return this.context.em.transactional(async (em) => {
      const template = await findVisible(em, templateId);
      // The body's own placeholders count too, should a row ever have been written around this service.
      const required = [...new Set([...template.variables, ...placeholdersOf(template.body).names])];
      const renderedHtml = renderBody(template.body, variableValues(required, values));
      await this.#audit(em, caller, template, 'DOCUMENT_GENERATED', {
        templateName: template.name,
        category: template.category,
        global: !template.tenant,
        variables: required,
      });
      await em.flush();
      return {
        templateId: template.id,
        templateName: template.name,
        category: template.category,
        legalReference: template.legalReference,
        renderedHtml,
      };
    });
  }

  async #audit(
    em: EntityManager,
    caller: TenantCaller,
    template: DocumentTemplate,
    action: string,
    details: Record<string, unknown>,
    changes: ReturnType<typeof fieldChanges> = [],
  ): Promise<void> {
    await this.context.audit.record(em, caller, {
      action,
      resourceType: RESOURCE_TYPE,
      resourceId: template.id,
      details,
      changes,
    });
  }
}
