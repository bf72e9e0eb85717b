/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the audit trail; they combine with AND */
export type AuditLogFilter = {
  /** Exact action, e.g. "course.update" */
  action?: string | null | undefined;
  entityId?: string | null | undefined;
  /** Exact entity type, e.g. "course" */
  entityType?: string | null | undefined;
  /** ISO date or date-time: entries written at or after it (a date starts at 00:00 UTC) */
  from?: string | null | undefined;
  /** ISO date or date-time: entries written at or before it (a date includes that whole UTC day) */
  to?: string | null | undefined;
};

/** An entry a client records itself; the caller is its actor */
export type AuditLogInput = {
  action: string;
  /** The record after the change (any JSON) */
  after?: unknown;
  /** The record before the change (any JSON) */
  before?: unknown;
  entityId?: string | null | undefined;
  entityType: string;
};

/** A key to sort the business entity list by: several apply in the order given, and rows that tie on all of them come in id order */
export type BusinessEntitySort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: BusinessEntitySortField;
};

/** The fields the business entity list can be sorted by */
export type BusinessEntitySortField =
  | 'CREATED_AT'
  | 'NAME'
  | 'UPDATED_AT';

/** Filters of the audit trail; they combine with AND */
export type ComplianceAuditEventFilter = {
  /** e.g. ENTITY_PROFILE_UPDATED */
  action?: string | null | undefined;
  documentId?: string | null | undefined;
  /** At or before: an ISO date (that whole UTC day) or date-time */
  endDate?: string | null | undefined;
  entityId?: string | null | undefined;
  resourceId?: string | null | undefined;
  /** entity, tenant, workflow_template, workflow_instance, document_template, form_mapping, ... */
  resourceType?: string | null | undefined;
  /** At or after: an ISO date (its UTC midnight) or date-time */
  startDate?: string | null | undefined;
  userId?: string | null | undefined;
};

export type ComplianceDatabaseState =
  | 'CONNECTED'
  | 'DISCONNECTED';

/** Which vault documents to list */
export type ComplianceDocumentFilter = {
  documentType?: DocumentType | null | undefined;
  entityId?: string | null | undefined;
  source?: DocumentSource | null | undefined;
};

/** A key to sort the document vault by: several apply in the order given, and rows that tie on all of them come in id order */
export type ComplianceDocumentSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: ComplianceDocumentSortField;
};

/** The fields the document vault can be sorted by */
export type ComplianceDocumentSortField =
  | 'DOCUMENT_TYPE'
  | 'FILENAME'
  | 'SIZE'
  | 'UPLOADED_AT';

export type ComplianceHealthState =
  | 'HEALTHY'
  | 'UNHEALTHY';

/** A compliance subscription plan */
export type CompliancePlanId =
  | 'ENTERPRISE'
  | 'FREE'
  | 'PROFESSIONAL'
  | 'STARTER';

/** A key to sort the tenant list by: several apply in the order given, and rows that tie on all of them come in id order */
export type ComplianceTenantSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: ComplianceTenantSortField;
};

/** The fields the tenant list can be sorted by */
export type ComplianceTenantSortField =
  | 'CREATED_AT'
  | 'NAME'
  | 'SUBSCRIPTION_PLAN';

/** Changes applied to every course of a bulk update; at least one is required */
export type CourseBulkUpdateInput = {
  isPublished?: boolean | null | undefined;
  status?: CourseStatus | null | undefined;
};

/** Filters of the course list; values within one list are alternatives, lists combine with AND */
export type CourseFilter = {
  /** Association ids (Variant B) */
  associationIds?: Array<string> | null | undefined;
  /** Association slugs (Variant A) */
  associationSlugs?: Array<string> | null | undefined;
  /** Category ids (Variant B) */
  categoryIds?: Array<string> | null | undefined;
  /** Category slugs (Variant A) */
  categorySlugs?: Array<string> | null | undefined;
  /** City ids (Variant B) */
  cityIds?: Array<string> | null | undefined;
  /** City slugs (Variant A) */
  citySlugs?: Array<string> | null | undefined;
  /** Delivery mode ids (Variant B) */
  deliveryModeIds?: Array<string> | null | undefined;
  /** Delivery mode slugs (Variant A) */
  deliveryModeSlugs?: Array<string> | null | undefined;
  /** Admin only: also unpublished (non-deleted) courses */
  includeUnpublished?: boolean | null | undefined;
  /** Full-text search over title and description, words matched by prefix */
  search?: string | null | undefined;
};

/** A key to sort the course catalogue by: several apply in the order given, and rows that tie on all of them come in id order */
export type CourseSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: CourseSortField;
};

/** The fields the course catalogue can be sorted by */
export type CourseSortField =
  | 'CREATED_AT'
  | 'DURATION_DAYS'
  | 'TITLE'
  | 'UPDATED_AT';

/** Lifecycle of a course; DELETED is a soft delete */
export type CourseStatus =
  | 'ACTIVE'
  | 'DELETED';

/** A new business entity of the caller’s tenant */
export type CreateBusinessEntityInput = {
  entityType?: LegalForm | null | undefined;
  name: string;
  /** The initial compliance profile */
  profileData?: Record<string, unknown> | null | undefined;
  /** The caller's tenant (any other is refused); implied when absent */
  tenantId?: string | null | undefined;
};

/** A new course */
export type CreateCourseInput = {
  associationIds?: Array<string> | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  cityIds?: Array<string> | null | undefined;
  courseOutline?: string | null | undefined;
  /** Slug of a DELIVERY_MODE taxonomy item */
  deliveryMode?: string | null | undefined;
  description: string;
  durationDays?: number | null | undefined;
  isPublished?: boolean | null | undefined;
  overview?: string | null | undefined;
  /** Scheduled sessions: an array (default []) */
  schedule?: unknown;
  slug: string;
  status?: CourseStatus | null | undefined;
  title: string;
};

/** A new document template: the caller's tenant's own, or (platform admin) a global one */
export type CreateDocumentTemplateInput = {
  /** HTML with {{variable}} placeholders */
  body: string;
  category: DocumentTemplateCategory;
  /** A global template, seen by every tenant (platform admin only) */
  global?: boolean | null | undefined;
  legalReference?: string | null | undefined;
  metadata?: DocumentTemplateMetadataInput | null | undefined;
  name: string;
  /** The caller's tenant (any other is refused); not with global */
  tenantId?: string | null | undefined;
  /** The names of the placeholders of the body, in the order a form asks for them; derived from the body when not given */
  variables?: Array<string> | null | undefined;
};

/** A new enrollment. Variant A names the course and the learner; Variant B names an interest, whose course and learner are copied (learner fields given as well take precedence; a courseId given as well must be the interest's course). */
export type CreateEnrollmentInput = {
  /** Required unless interestId is given */
  courseId?: string | null | undefined;
  /** Variant B: the interest the enrollment comes from */
  interestId?: string | null | undefined;
  /** Required unless interestId is given */
  learnerEmail?: string | null | undefined;
  /** Required unless interestId is given */
  learnerName?: string | null | undefined;
  organisation?: string | null | undefined;
  /** YYYY-MM-DD, a real calendar date */
  scheduledDate?: string | null | undefined;
  /** Default PENDING; COMPLETED or ACHIEVED issue the certificate at once */
  status?: EnrollmentStatus | null | undefined;
};

/** A new article of the tenant */
export type CreateFactoryArticleInput = {
  /** Unique within the tenant */
  articleNo: string;
  /** Attribute name → value, per the tenant configuration and master data */
  attributes?: Record<string, unknown> | null | undefined;
  name: string;
  stepRates?: Array<FactoryStepRateInput> | null | undefined;
};

export type CreateFactoryJobInput = {
  articleId: string;
  /** Unique within the tenant */
  jobNo: string;
  /** Pieces; greater than zero */
  quantity: number;
  /** Within the tenant configuration’s sizeRange */
  size: number;
};

export type CreateFactoryLedgerAdjustmentInput = {
  /** Greater than zero, at most two decimal places */
  amount: string;
  /** When it happened; now by default */
  date?: string | null | undefined;
  description: string;
  /** adjustment (the default) or one of the tenant’s customLedgerTypes */
  ledgerType?: string | null | undefined;
  type: FactoryLedgerEntryType;
  workerId: string;
};

/** A new plan */
export type CreateFactoryPlanInput = {
  description?: string | null | undefined;
  /** Only active plans can be given to tenants; true when absent */
  isActive?: boolean | null | undefined;
  limits: FactoryPlanLimitsInput;
  name: string;
  rateLimits: FactoryPlanRateLimitsInput;
  /** Unique and immutable: lower-case letters, digits and hyphens */
  slug: string;
};

/** A new tenant with its admin user */
export type CreateFactoryTenantInput = {
  /** Must equal adminPassword */
  adminConfirmPassword: string;
  /** The admin’s login name; unique across the service */
  adminEmail: string;
  adminName: string;
  adminPassword: string;
  name: string;
  /** The slug of an active plan */
  plan: string;
  /** Unique; the subdomain is `<slug>.<FACTORY_BASE_DOMAIN>`, so a DNS label: lower-case letters, digits, hyphens */
  slug: string;
};

export type CreateFactoryTransactionInput = {
  /** Greater than zero, at most two decimal places */
  amount: string;
  /** now by default */
  date?: string | null | undefined;
  note?: string | null | undefined;
  /** pending by default; paid debits the worker now */
  status?: FactoryTransactionStatus | null | undefined;
  /** payment by default */
  type?: FactoryTransactionType | null | undefined;
  workerId: string;
};

/** A new worker of the tenant */
export type CreateFactoryWorkerInput = {
  /** True when left out */
  isActive?: boolean | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** What the worker can do, e.g. "Cutting"; blanks and repeats are dropped */
  skills?: Array<string> | null | undefined;
};

/** Interest entered by an admin (Variant B); no bot challenge */
export type CreateInterestInput = {
  courseId: string;
  email: string;
  name: string;
  organisation?: string | null | undefined;
  phone?: string | null | undefined;
  /** Send the course brochure by mail */
  sendBrochure?: boolean | null | undefined;
  status?: InterestStatus | null | undefined;
};

/** A new form mapping (platform admins) */
export type CreateMcaFormMappingInput = {
  fieldMappings: Array<McaFieldMappingInput>;
  /** The form, e.g. AOC-4; stored in upper case, unique */
  formType: string;
  formVersion: string;
  isActive?: boolean | null | undefined;
  /** The form page on the MCA portal (http or https) */
  mcaUrl: string;
  metadata?: McaFormMetadataInput | null | undefined;
  /** Profile path (of one of fieldMappings) → {pattern}: a regular expression */
  validationRules?: Record<string, unknown> | null | undefined;
};

/** A new taxonomy item; its slug is derived from the name when absent */
export type CreateTaxonomyInput = {
  name: string;
  slug?: string | null | undefined;
  type: TaxonomyType;
};

/** A tenant created by a platform admin */
export type CreateTenantInput = {
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
  entityType: LegalForm;
  /** GST identification number (15 characters) */
  gstin?: string | null | undefined;
  name: string;
  /** Permanent account number (10 characters) */
  pan?: string | null | undefined;
  registrationNumber?: string | null | undefined;
  subscriptionPlan?: CompliancePlanId | null | undefined;
};

/** A training plan request entered by an admin (Variant B); no bot challenge */
export type CreateTrainingPlanRequestInput = {
  contactEmail: string;
  contactName: string;
  contactPhone?: string | null | undefined;
  organisation?: string | null | undefined;
  requirements?: string | null | undefined;
};

/** Starts a workflow: a template the tenant sees, for one of its entities */
export type CreateWorkflowInstanceInput = {
  /** An entity of the tenant */
  entityId: string;
  /** A global template or one of the tenant's own, active */
  templateId: string;
  /** The caller's tenant (any other is FORBIDDEN); defaults to it */
  tenantId?: string | null | undefined;
};

/** A new workflow template: the caller's tenant's own, or global (platform admins, with global: true) */
export type CreateWorkflowTemplateInput = {
  advisoryPrompts?: Record<string, unknown> | null | undefined;
  /** Absent: the template applies to every entity type */
  applicabilityRules?: WorkflowApplicabilityInput | null | undefined;
  completionCriteria?: WorkflowCompletionCriteriaInput | null | undefined;
  /** A template every tenant sees (platform admins only) */
  global?: boolean | null | undefined;
  /** Inactive templates start no new instances */
  isActive?: boolean | null | undefined;
  legalReference?: string | null | undefined;
  phases: Array<WorkflowPhaseInput>;
  /** The caller's tenant (any other is FORBIDDEN); leave out for a global template */
  tenantId?: string | null | undefined;
  timelineLogic?: WorkflowTimelineInput | null | undefined;
  validationRules?: Record<string, unknown> | null | undefined;
  workflowName: string;
};

/** How a document entered the vault */
export type DocumentSource =
  | 'UPLOAD'
  | 'VAULT';

/** What kind of document a template produces */
export type DocumentTemplateCategory =
  | 'BOARD_RESOLUTION'
  | 'CERTIFICATE'
  | 'DISCLOSURE'
  | 'LETTER'
  | 'MINUTES'
  | 'NOTICE'
  | 'SEBI_DISCLOSURE';

/** Filing details of a document template and the steps after generation */
export type DocumentTemplateMetadataInput = {
  filingDeadline?: string | null | undefined;
  filingForm?: string | null | undefined;
  postSteps?: Array<PostStepInput> | null | undefined;
  /** Who signs the document, e.g. "Director", "Company Secretary" */
  signatories?: Array<string> | null | undefined;
};

/** A key to sort the document template list by: several apply in the order given, and rows that tie on all of them come in id order */
export type DocumentTemplateSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: DocumentTemplateSortField;
};

/** The fields the document template list can be sorted by */
export type DocumentTemplateSortField =
  | 'CATEGORY'
  | 'CREATED_AT'
  | 'NAME'
  | 'UPDATED_AT';

/** What the uploader says a document is */
export type DocumentType =
  | 'CERTIFICATE_OF_INCORPORATION'
  | 'FINANCIAL_STATEMENT'
  | 'GST_CERTIFICATE'
  | 'OTHER'
  | 'PAN_CARD';

/** Filters of the enquiry list; they combine with AND */
export type EnquiryFilter = {
  /** Created at or after: an ISO date-time, or a date (UTC midnight) */
  dateFrom?: string | null | undefined;
  /** Created at or before: an ISO date-time, or a date (that whole day, UTC) */
  dateTo?: string | null | undefined;
  /** Case-insensitive text in name, email or message */
  search?: string | null | undefined;
  /** Any of these statuses */
  status?: Array<EnquiryStatus> | null | undefined;
};

/** A key to sort the enquiry list by: several apply in the order given, and rows that tie on all of them come in id order */
export type EnquirySort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: EnquirySortField;
};

/** The fields the enquiry list can be sorted by */
export type EnquirySortField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'NAME'
  | 'STATUS'
  | 'UPDATED_AT';

/** A: NEW, IN_PROGRESS, RESOLVED, CLOSED; B: NEW, RESPONDED */
export type EnquiryStatus =
  | 'CLOSED'
  | 'IN_PROGRESS'
  | 'NEW'
  | 'RESOLVED'
  | 'RESPONDED';

/** Filters of the enrollment list; they combine with AND */
export type EnrollmentFilter = {
  courseId?: string | null | undefined;
  /** Created at or after: YYYY-MM-DD (start of that UTC day) or an ISO date-time */
  dateFrom?: string | null | undefined;
  /** Created at or before: YYYY-MM-DD (that whole UTC day included) or an ISO date-time */
  dateTo?: string | null | undefined;
  /** Case-insensitive text within learner name, learner email or organisation */
  search?: string | null | undefined;
  /** Any of these statuses */
  status?: Array<EnrollmentStatus> | null | undefined;
};

/** A key to sort the enrollment list by: several apply in the order given, and rows that tie on all of them come in id order */
export type EnrollmentSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: EnrollmentSortField;
};

/** The fields the enrollment list can be sorted by */
export type EnrollmentSortField =
  | 'COMPLETED_AT'
  | 'CREATED_AT'
  | 'LEARNER_EMAIL'
  | 'LEARNER_NAME'
  | 'ORGANISATION'
  | 'SCHEDULED_DATE'
  | 'STATUS'
  | 'UPDATED_AT';

/** A: PENDING, CONFIRMED, COMPLETED, CANCELLED; B: PENDING, IN_PROGRESS, ACHIEVED, DROPPED. COMPLETED and ACHIEVED issue a certificate. */
export type EnrollmentStatus =
  | 'ACHIEVED'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'DROPPED'
  | 'IN_PROGRESS'
  | 'PENDING';

/** What the extractor found a document to be */
export type ExtractionCategory =
  | 'ANNUAL_RETURN'
  | 'BOARD_RESOLUTION'
  | 'DIRECTOR_KYC'
  | 'FINANCIAL_STATEMENT'
  | 'GST_CERTIFICATE'
  | 'INCORPORATION_CERT'
  | 'OTHER'
  | 'PAN_CARD';

/** Where an extraction job stands */
export type ExtractionStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PROCESSING';

export type FactoryArticleAttributeInput = {
  isRequired?: boolean;
  label: string;
  name: string;
  /** string or number */
  type: string;
};

export type FactoryDomainStatus =
  | 'ACTIVE'
  | 'PENDING';

export type FactoryJobFilter = {
  articleId?: string | null | undefined;
  /** Created at or after (active jobs ignore the range) */
  from?: string | null | undefined;
  status?: FactoryJobStatus | null | undefined;
  /** Created at or before (active jobs ignore the range) */
  to?: string | null | undefined;
  /** Jobs with a step of this worker */
  workerId?: string | null | undefined;
};

/** active, completed (every step done) or cancelled */
export type FactoryJobStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'COMPLETED';

export type FactoryJobStepInput = {
  isPaid: boolean;
  name: string;
  order: number;
};

/** pending → in_progress → completed */
export type FactoryJobStepStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PENDING';

/** credit (owed to the worker) or debit (paid out) */
export type FactoryLedgerEntryType =
  | 'CREDIT'
  | 'DEBIT';

/** The application a user signs in to */
export type FactoryLoginPanel =
  | 'SUPER_ADMIN'
  | 'TENANT';

export type FactoryPaginationInput = {
  defaultPageSize: number;
  maxPageSize: number;
};

/** What a tenant on the plan may have; positive integers */
export type FactoryPlanLimitsInput = {
  maxArticleAttributes: number;
  maxJobSteps: number;
  maxUsers: number;
  maxWorkers: number;
};

/** Limits to change; absent ones stay */
export type FactoryPlanLimitsPatch = {
  maxArticleAttributes?: number | null | undefined;
  maxJobSteps?: number | null | undefined;
  maxUsers?: number | null | undefined;
  maxWorkers?: number | null | undefined;
};

/** Requests per window; positive integers */
export type FactoryPlanRateLimitsInput = {
  maxRequests: number;
  /** Milliseconds */
  windowMs: number;
};

/** Rate limits to change; absent ones stay */
export type FactoryPlanRateLimitsPatch = {
  maxRequests?: number | null | undefined;
  /** Milliseconds */
  windowMs?: number | null | undefined;
};

/** SKIPPED: nothing to provision (no provisioner), or DNS not attempted because hosting failed */
export type FactoryProvisioningStepStatus =
  | 'FAILED'
  | 'SKIPPED'
  | 'SUCCESS';

/** What a production report groups completed steps by */
export type FactoryReportGrouping =
  | 'ARTICLE'
  | 'DAY'
  | 'STEP'
  | 'WORKER';

/** admin manages its tenant; super-admin manages the service */
export type FactoryRole =
  | 'ADMIN'
  | 'SUPER_ADMIN';

export type FactorySizeRangeInput = {
  max: number;
  min: number;
};

export type FactoryStepRateInput = {
  /** Per piece: a non-negative decimal with at most two places, e.g. "12.50" */
  rate: string;
  /** A job step name of the tenant configuration */
  step: string;
};

export type FactoryTaskReportInput = {
  /** Steps completed at or after: a date or an ISO date-time */
  from?: string | null | undefined;
  groupBy: FactoryReportGrouping;
  /** Steps completed at or before: a date (that whole day) or an ISO date-time */
  to?: string | null | undefined;
};

export type FactoryTenantStatus =
  | 'ACTIVE'
  | 'SUSPENDED';

export type FactoryTransactionFilter = {
  /** Dated at or after */
  from?: string | null | undefined;
  status?: FactoryTransactionStatus | null | undefined;
  /** Dated at or before */
  to?: string | null | undefined;
  type?: FactoryTransactionType | null | undefined;
  workerId?: string | null | undefined;
};

/** pending (no ledger effect) → paid (debits the worker) → cancelled (a paid one is reversed by a credit) */
export type FactoryTransactionStatus =
  | 'CANCELLED'
  | 'PAID'
  | 'PENDING';

/** payment (of earnings) or advance */
export type FactoryTransactionType =
  | 'ADVANCE'
  | 'PAYMENT';

/** A financial metric reported by an ERP system */
export type FinancialMetricType =
  /** Borrowings */
  | 'BORROWINGS'
  /** Net Worth */
  | 'NET_WORTH'
  /** Paid-up Capital */
  | 'PAID_UP_CAPITAL'
  /** Turnover */
  | 'TURNOVER';

/** Filters of the interest list; they combine with AND */
export type InterestFilter = {
  courseId?: string | null | undefined;
  /** Created at or after: an ISO date-time, or a date (UTC midnight) */
  dateFrom?: string | null | undefined;
  /** Created at or before: an ISO date-time, or a date (that whole day, UTC) */
  dateTo?: string | null | undefined;
  /** Case-insensitive text in name, email, organisation or phone */
  search?: string | null | undefined;
  /** Any of these statuses */
  status?: Array<InterestStatus> | null | undefined;
};

/** A key to sort the interest list by: several apply in the order given, and rows that tie on all of them come in id order */
export type InterestSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: InterestSortField;
};

/** The fields the interest list can be sorted by */
export type InterestSortField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'NAME'
  | 'ORGANISATION'
  | 'STATUS'
  | 'UPDATED_AT';

export type InterestSource =
  | 'ADMIN'
  | 'PUBLIC';

/** A: NEW, CONTACTED, CONVERTED, CLOSED; B: NEW, CONTACTED, ENROLLED, REJECTED */
export type InterestStatus =
  | 'CLOSED'
  | 'CONTACTED'
  | 'CONVERTED'
  | 'ENROLLED'
  | 'NEW'
  | 'REJECTED';

/** The legal form of an organisation */
export type LegalForm =
  | 'LLP'
  | 'PRIVATE_LIMITED'
  | 'PUBLIC_LIMITED';

export type MakeFactoryPaymentInput = {
  /** Greater than zero, at most two decimal places */
  amount: string;
  note?: string | null | undefined;
  workerId: string;
};

export type McaFieldMappingInput = {
  /** Dot path into profileData; array items by index, e.g. directors.0.din */
  profilePath: string;
  required?: boolean | null | undefined;
  /** CSS selectors of the form elements this value fills (1 to 10) */
  selectors: Array<string>;
  transform?: McaFieldTransformInput | null | undefined;
};

export type McaFieldTransformInput = {
  /** Its pattern; a date needs one with day, month and year, e.g. 'DD/MM/YYYY' */
  format?: string | null | undefined;
  /** The transform's kind; known: date */
  type: string;
};

/** A key to sort the form mapping list by: several apply in the order given, and rows that tie on all of them come in id order */
export type McaFormMappingSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: McaFormMappingSortField;
};

/** The fields the form mapping list can be sorted by */
export type McaFormMappingSortField =
  | 'CREATED_AT'
  | 'FORM_TYPE'
  | 'FORM_VERSION'
  | 'IS_ACTIVE'
  | 'UPDATED_AT';

export type McaFormMetadataInput = {
  description?: string | null | undefined;
  /** Documents to attach when filing */
  requiredDocuments?: Array<string> | null | undefined;
};

/** Moves one step of a job: pending → in_progress → completed */
export type MoveFactoryJobStepInput = {
  status: FactoryJobStepStatus;
  /** The step’s name */
  step: string;
  /** Who works on it; completing needs one (given now or before) */
  workerId?: string | null | undefined;
};

/** A step to take once a document is generated */
export type PostStepInput = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  mandatory: boolean;
  /** Position of the step, from 1, unique within the template */
  order: number;
  /** Value of the stamp paper; STAMP_PAPER steps only */
  stampDenomination?: string | null | undefined;
  title: string;
  type: PostStepType;
};

/** What a step after document generation asks for */
export type PostStepType =
  | 'CERTIFICATION'
  | 'DISTRIBUTION'
  | 'FILING'
  | 'REMINDER'
  | 'SIGNING'
  | 'STAMP_PAPER'
  | 'STORAGE';

/** PUBLIC_FORM: Variant A's POST /training-plan; PUBLIC_REQUEST: Variant B's POST /training-plan/request */
export type PublicTrainingPlanForm =
  | 'PUBLIC_FORM'
  | 'PUBLIC_REQUEST';

/** Interest registered through the public form, behind a bot challenge */
export type RegisterInterestInput = {
  /** Token of the bot challenge solved by the visitor (required) */
  challengeToken?: string | null | undefined;
  email: string;
  name: string;
  organisation?: string | null | undefined;
  phone?: string | null | undefined;
  /** Variant B: send the course brochure by mail */
  requestBrochure?: boolean | null | undefined;
};

/** A training plan request sent through a public form, behind a bot challenge */
export type RequestTrainingPlanInput = {
  /** Token of the bot challenge solved by the visitor (required) */
  challengeToken?: string | null | undefined;
  contactEmail: string;
  contactName: string;
  contactPhone?: string | null | undefined;
  organisation?: string | null | undefined;
  requirements?: string | null | undefined;
};

/** Values a person checked (usually from an extraction) to save onto an entity’s profile */
export type SaveVerifiedDataInput = {
  entityId: string;
  /** The extraction job the values came from, marked verified with them */
  jobId?: string | null | undefined;
  /** Profile fields and their verified values: companyName, cin, pan, gstin, dateOfIncorporation, registeredAddress, authorizedCapital, paidUpCapital, directors */
  verifiedData: Record<string, unknown>;
  /** The entity version the values were checked against (required) */
  version?: number | null | undefined;
};

/** Self-service signup: the organisation and its first user (the owner) */
export type SignUpTenantInput = {
  email: string;
  entityType: LegalForm;
  /** GST identification number (15 characters) */
  gstin?: string | null | undefined;
  organizationName: string;
  /** Permanent account number (10 characters) */
  pan?: string | null | undefined;
  /** At least 8 characters; kept by the identity provider only */
  password: string;
  phone?: string | null | undefined;
};

/** The order of a sort key */
export type SortDirection =
  /** Ascending: A to Z, smallest and earliest first */
  | 'ASC'
  /** Descending: Z to A, largest and latest first */
  | 'DESC';

/** A message sent through the public contact form, behind a bot challenge */
export type SubmitEnquiryInput = {
  /** Token of the bot challenge solved by the visitor (required) */
  challengeToken?: string | null | undefined;
  email: string;
  message: string;
  name: string;
};

/** A financial metric of an entity, as an ERP system reports it */
export type SubmitErpMetricInput = {
  /** Uuid of an entity of that tenant */
  entityId: string;
  metricType: FinancialMetricType;
  /** Any finite number (a net worth may be negative) */
  metricValue: number;
  /** Uuid of the tenant */
  tenantId: string;
};

/** The taxonomy a TaxonomyItem belongs to */
export type TaxonomyType =
  | 'ASSOCIATION'
  | 'CATEGORY'
  | 'CITY'
  | 'DELIVERY_MODE';

/** Filters of the training plan request list; they combine with AND */
export type TrainingPlanRequestFilter = {
  /** Created at or after: an ISO date-time, or a date (UTC midnight) */
  dateFrom?: string | null | undefined;
  /** Created at or before: an ISO date-time, or a date (that whole day, UTC) */
  dateTo?: string | null | undefined;
  /** Case-insensitive text in organisation, contact name, email or phone, or requirements */
  search?: string | null | undefined;
};

/** A key to sort the training plan request list by: several apply in the order given, and rows that tie on all of them come in id order */
export type TrainingPlanRequestSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: TrainingPlanRequestSortField;
};

/** The fields the training plan request list can be sorted by */
export type TrainingPlanRequestSortField =
  | 'CONTACT_EMAIL'
  | 'CONTACT_NAME'
  | 'CREATED_AT'
  | 'ORGANISATION'
  | 'UPDATED_AT';

export type TrainingPlanRequestSource =
  | 'ADMIN'
  | 'PUBLIC_FORM'
  | 'PUBLIC_REQUEST';

/** A course fully replaced: a field left out takes its default, as on creation */
export type UpdateCourseInput = {
  associationIds?: Array<string> | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  cityIds?: Array<string> | null | undefined;
  courseOutline?: string | null | undefined;
  /** Slug of a DELIVERY_MODE taxonomy item */
  deliveryMode?: string | null | undefined;
  description: string;
  durationDays?: number | null | undefined;
  isPublished?: boolean | null | undefined;
  overview?: string | null | undefined;
  /** Scheduled sessions: an array (default []) */
  schedule?: unknown;
  slug: string;
  status?: CourseStatus | null | undefined;
  title: string;
};

/** Changes to a document template; absent fields stay as they are, metadata is replaced as a whole */
export type UpdateDocumentTemplateInput = {
  /** HTML with {{variable}} placeholders; without variables, they are derived from it again */
  body?: string | null | undefined;
  category?: DocumentTemplateCategory | null | undefined;
  legalReference?: string | null | undefined;
  metadata?: DocumentTemplateMetadataInput | null | undefined;
  name?: string | null | undefined;
  /** The names of the placeholders of the body, in the order a form asks for them; derived from the body when not given */
  variables?: Array<string> | null | undefined;
};

/** Changes to an article; fields left out keep their values, attributes and stepRates are replaced whole */
export type UpdateFactoryArticleInput = {
  articleNo?: string | null | undefined;
  attributes?: Record<string, unknown> | null | undefined;
  name?: string | null | undefined;
  stepRates?: Array<FactoryStepRateInput> | null | undefined;
};

/** Changes to a plan; its slug cannot change */
export type UpdateFactoryPlanInput = {
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  limits?: FactoryPlanLimitsPatch | null | undefined;
  name?: string | null | undefined;
  rateLimits?: FactoryPlanRateLimitsPatch | null | undefined;
  /** Accepted only when it is the plan’s own slug (legacy clients send the whole plan) */
  slug?: string | null | undefined;
};

/** Changes to a tenant; its slug cannot change */
export type UpdateFactoryTenantInput = {
  name?: string | null | undefined;
  /** The slug of an active plan; the tenant’s settings take its limits */
  plan?: string | null | undefined;
  /** Accepted only when it is the tenant’s own slug */
  slug?: string | null | undefined;
};

/** A pending transaction changes freely; a paid one only its note, or to cancelled (reversed by a credit) */
export type UpdateFactoryTransactionInput = {
  amount?: string | null | undefined;
  date?: string | null | undefined;
  note?: string | null | undefined;
  status?: FactoryTransactionStatus | null | undefined;
  type?: FactoryTransactionType | null | undefined;
};

/** Changes to a worker; fields left out keep their values */
export type UpdateFactoryWorkerInput = {
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  /** An empty string removes the phone number */
  phone?: string | null | undefined;
  skills?: Array<string> | null | undefined;
};

/** Changes to a form mapping (platform admins); absent fields stay as they are */
export type UpdateMcaFormMappingInput = {
  /** Replaces all field mappings */
  fieldMappings?: Array<McaFieldMappingInput> | null | undefined;
  formVersion?: string | null | undefined;
  isActive?: boolean | null | undefined;
  mcaUrl?: string | null | undefined;
  /** Replaces the metadata */
  metadata?: McaFormMetadataInput | null | undefined;
  /** Replaces all validation rules */
  validationRules?: Record<string, unknown> | null | undefined;
  /** The version the change is based on (required: MISSING_VERSION without it, VERSION_CONFLICT when stale) */
  version?: number | null | undefined;
};

/** Changes to a taxonomy item; absent fields keep their value */
export type UpdateTaxonomyInput = {
  name?: string | null | undefined;
  slug?: string | null | undefined;
};

/** New expiry settings; a field left out keeps its value, at least one is required */
export type UpdateTrainingSettingsInput = {
  /** Days a brochure link stays valid (1..3650) */
  brochureExpiryDays?: number | null | undefined;
  /** Days a training plan download link stays valid (1..3650) */
  trainingPlanExpiryDays?: number | null | undefined;
};

/** Checks or unchecks one task of a workflow instance */
export type UpdateWorkflowTaskInput = {
  completed: boolean;
  /** The task id, p<phase>_t<task> (e.g. p1_t2) */
  taskId: string;
};

/** Changes to a workflow template; absent fields stay. Existing instances keep their own copy of the phases. */
export type UpdateWorkflowTemplateInput = {
  advisoryPrompts?: Record<string, unknown> | null | undefined;
  /** Absent: the template applies to every entity type */
  applicabilityRules?: WorkflowApplicabilityInput | null | undefined;
  completionCriteria?: WorkflowCompletionCriteriaInput | null | undefined;
  /** Inactive templates start no new instances */
  isActive?: boolean | null | undefined;
  legalReference?: string | null | undefined;
  phases?: Array<WorkflowPhaseInput> | null | undefined;
  timelineLogic?: WorkflowTimelineInput | null | undefined;
  validationRules?: Record<string, unknown> | null | undefined;
  workflowName?: string | null | undefined;
};

/** The whole value list of one article attribute */
export type UpsertFactoryMasterDataValuesInput = {
  /** An article attribute of the tenant configuration */
  attributeName: string;
  /** Non-empty, each value once */
  values: Array<string>;
};

/** A tenant’s configuration; on an update, fields left out keep their values */
export type UpsertFactoryTenantConfigInput = {
  articleAttributes?: Array<FactoryArticleAttributeInput> | null | undefined;
  customLedgerTypes?: Array<string> | null | undefined;
  jobSteps?: Array<FactoryJobStepInput> | null | undefined;
  pagination?: FactoryPaginationInput | null | undefined;
  sizeRange?: FactorySizeRangeInput | null | undefined;
  tenantId: string;
};

export type WorkflowApplicabilityInput = {
  /** Entity types the template applies to; empty means every type */
  entityTypes: Array<LegalForm>;
};

export type WorkflowCompletionCriteriaInput = {
  allMandatoryTasksCompleted: boolean;
  /** Forms whose filing confirms the work (e.g. AOC-4) */
  filingConfirmation?: Array<string> | null | undefined;
};

/** A key to sort the workflow instance list by: several apply in the order given, and rows that tie on all of them come in id order */
export type WorkflowInstanceSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: WorkflowInstanceSortField;
};

/** The fields the workflow instance list can be sorted by */
export type WorkflowInstanceSortField =
  | 'COMPLETED_AT'
  | 'CREATED_AT'
  | 'STATUS'
  | 'UPDATED_AT';

/** A phase of a template */
export type WorkflowPhaseInput = {
  name: string;
  /** Position among the phases (ascending); unique within the template */
  order: number;
  tasks: Array<WorkflowTaskInput>;
};

/** IN_PROGRESS until every mandatory task is completed, then COMPLETED (back to IN_PROGRESS if one is unchecked) */
export type WorkflowStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS';

/** A task of a template phase */
export type WorkflowTaskInput = {
  /** Advice shown with the task */
  advisory?: string | null | undefined;
  mandatory: boolean;
  name: string;
};

/** A key to sort the workflow template list by: several apply in the order given, and rows that tie on all of them come in id order */
export type WorkflowTemplateSort = {
  direction?: SortDirection;
  /** The field to sort by */
  field: WorkflowTemplateSortField;
};

/** The fields the workflow template list can be sorted by */
export type WorkflowTemplateSortField =
  | 'CREATED_AT'
  | 'IS_ACTIVE'
  | 'UPDATED_AT'
  | 'WORKFLOW_NAME';

export type WorkflowTimelineInput = {
  /** Days from the trigger to the deadline */
  deadlineDays: number;
  /** Days before the deadline at which reminders fall */
  reminderDaysBefore?: Array<number> | null | undefined;
  /** The event or date the deadline counts from, e.g. "financial_year_end" or "2025-09-30" */
  triggerDate: string;
};

export type AuditLogFieldsFragment = { id: string, tenantId: string | null, action: string, entityType: string, entityId: string | null, actorId: string | null, actorEmail: string | null, before: unknown, after: unknown, createdAt: string };

export type ComplianceAuditSliceFieldsFragment = { total: number, limit: number, offset: number, hasMore: boolean, items: Array<{ id: string, action: string, userId: string, userName: string | null, timestamp: string, details: Record<string, unknown>, changes: Array<{ field: string, oldValue: unknown, newValue: unknown }> }> };

export type ComplianceAuditOfEntityQueryVariables = Exact<{
  filter?: ComplianceAuditEventFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ComplianceAuditOfEntityQuery = { complianceAuditEvents: { total: number, limit: number, offset: number, hasMore: boolean, items: Array<{ id: string, action: string, userId: string, userName: string | null, timestamp: string, details: Record<string, unknown>, changes: Array<{ field: string, oldValue: unknown, newValue: unknown }> }> } | null };

export type ComplianceAuditOfDocumentQueryVariables = Exact<{
  filter?: ComplianceAuditEventFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ComplianceAuditOfDocumentQuery = { complianceAuditEvents: { total: number, limit: number, offset: number, hasMore: boolean, items: Array<{ id: string, action: string, userId: string, userName: string | null, timestamp: string, details: Record<string, unknown>, changes: Array<{ field: string, oldValue: unknown, newValue: unknown }> }> } | null };

export type ComplianceAuditQueryQueryVariables = Exact<{
  filter?: ComplianceAuditEventFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ComplianceAuditQueryQuery = { complianceAuditEvents: { total: number, limit: number, offset: number, hasMore: boolean, items: Array<{ id: string, action: string, userId: string, userName: string | null, timestamp: string, details: Record<string, unknown>, changes: Array<{ field: string, oldValue: unknown, newValue: unknown }> }> } | null };

export type ComplianceDocumentTemplateMetadataFieldsFragment = { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> };

export type ComplianceDocumentTemplateSummaryFieldsFragment = { id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } };

export type ComplianceDocumentTemplateFieldsFragment = { id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, body: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } };

export type ComplianceListDocumentTemplatesQueryVariables = Exact<{
  tenantId?: string | null | undefined;
  category?: DocumentTemplateCategory | null | undefined;
  sort?: Array<DocumentTemplateSort> | DocumentTemplateSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceListDocumentTemplatesQuery = { documentTemplates: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } }> } | null };

export type ComplianceGetDocumentTemplateQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceGetDocumentTemplateQuery = { documentTemplate: { id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, body: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } } | null };

export type ComplianceCreateDocumentTemplateMutationVariables = Exact<{
  input: CreateDocumentTemplateInput;
}>;


export type ComplianceCreateDocumentTemplateMutation = { createDocumentTemplate: { id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, body: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } } };

export type ComplianceUpdateDocumentTemplateMutationVariables = Exact<{
  id: string;
  input: UpdateDocumentTemplateInput;
}>;


export type ComplianceUpdateDocumentTemplateMutation = { updateDocumentTemplate: { id: string, tenantId: string | null, name: string, category: DocumentTemplateCategory, legalReference: string | null, variables: Array<string>, createdAt: string, updatedAt: string, body: string, metadata: { filingForm: string | null, filingDeadline: string | null, signatories: Array<string>, postSteps: Array<{ order: number, icon: string | null, title: string, description: string | null, type: PostStepType, mandatory: boolean, stampDenomination: string | null }> } } };

export type ComplianceGenerateDocumentMutationVariables = Exact<{
  templateId: string;
  values: Record<string, unknown>;
}>;


export type ComplianceGenerateDocumentMutation = { generateDocument: { templateName: string, category: DocumentTemplateCategory, legalReference: string | null, renderedHtml: string } };

export type ComplianceDocumentFieldsFragment = { id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null };

export type ComplianceExtractionJobFieldsFragment = { id: string, documentId: string, entityId: string, documentType: DocumentType, status: ExtractionStatus, extractor: string | null, category: ExtractionCategory | null, extractedData: Record<string, unknown> | null, fieldConfidence: Record<string, unknown> | null, confidence: number | null, verificationFlags: Record<string, unknown> | null, processingTime: number | null, error: string | null, attempts: number, createdAt: string, completedAt: string | null, verifiedAt: string | null, verifiedBy: string | null };

export type ComplianceUploadDocumentMutationVariables = Exact<{
  file: { readonly uploadedBy: 'engine' };
  entityId: string;
  documentType: DocumentType;
  triggerExtraction?: boolean | null | undefined;
}>;


export type ComplianceUploadDocumentMutation = { uploadDocument: { message: string, document: { id: string }, extractionJob: { id: string, status: ExtractionStatus } | null } };

export type ComplianceProcessDocumentMutationVariables = Exact<{
  file: { readonly uploadedBy: 'engine' };
  documentType?: DocumentType | null | undefined;
}>;


export type ComplianceProcessDocumentMutation = { processDocument: { category: ExtractionCategory, extractedFields: Record<string, unknown>, confidence: number, fieldConfidence: Record<string, unknown>, verificationFlags: Record<string, unknown>, processingTime: number, extractor: string } };

export type ComplianceSaveVerifiedDataMutationVariables = Exact<{
  input: SaveVerifiedDataInput;
}>;


export type ComplianceSaveVerifiedDataMutation = { saveVerifiedData: { version: number, changed: boolean, entity: { id: string, name: string, profileData: Record<string, unknown>, version: number } } };

export type ComplianceVaultDocumentsQueryVariables = Exact<{
  filter?: ComplianceDocumentFilter | null | undefined;
  sort?: Array<ComplianceDocumentSort> | ComplianceDocumentSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceVaultDocumentsQuery = { complianceDocuments: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null }> } | null };

export type ComplianceUploadVaultDocumentMutationVariables = Exact<{
  file: { readonly uploadedBy: 'engine' };
  entityId?: string | null | undefined;
  documentType?: DocumentType | null | undefined;
  description?: string | null | undefined;
}>;


export type ComplianceUploadVaultDocumentMutation = { uploadVaultDocument: { id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null } };

export type ComplianceVaultDocumentQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceVaultDocumentQuery = { complianceDocument: { id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null } | null };

export type ComplianceSignedFileQueryVariables = Exact<{
  token: string;
}>;


export type ComplianceSignedFileQuery = { signedComplianceFile: { path: string, expiresAt: string, expiresIn: number } | null };

export type ComplianceDocumentQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceDocumentQuery = { complianceDocument: { id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null } | null };

export type ComplianceEntityDocumentsQueryVariables = Exact<{
  entityId: string;
}>;


export type ComplianceEntityDocumentsQuery = { businessEntity: { documents: Array<{ id: string, tenantId: string, entityId: string | null, documentType: DocumentType, source: DocumentSource, filename: string, contentType: string, size: number, sha256: string, description: string | null, uploadedBy: string, uploadedAt: string, downloadUrl: { path: string, expiresAt: string, expiresIn: number }, extraction: { id: string, status: ExtractionStatus, category: ExtractionCategory | null, confidence: number | null } | null }> } | null };

export type ComplianceExtractionJobQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceExtractionJobQuery = { extractionJob: { id: string, documentId: string, entityId: string, documentType: DocumentType, status: ExtractionStatus, extractor: string | null, category: ExtractionCategory | null, extractedData: Record<string, unknown> | null, fieldConfidence: Record<string, unknown> | null, confidence: number | null, verificationFlags: Record<string, unknown> | null, processingTime: number | null, error: string | null, attempts: number, createdAt: string, completedAt: string | null, verifiedAt: string | null, verifiedBy: string | null } | null };

export type ComplianceEntityFieldsFragment = { id: string, tenantId: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number, createdAt: string, updatedAt: string };

export type ComplianceListEntitiesQueryVariables = Exact<{
  tenantId?: string | null | undefined;
  sort?: Array<BusinessEntitySort> | BusinessEntitySort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceListEntitiesQuery = { businessEntities: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number, createdAt: string, updatedAt: string }> } | null };

export type ComplianceCreateEntityMutationVariables = Exact<{
  input: CreateBusinessEntityInput;
}>;


export type ComplianceCreateEntityMutation = { createBusinessEntity: { id: string, tenantId: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number, createdAt: string, updatedAt: string } };

export type ComplianceEntityQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceEntityQuery = { businessEntity: { id: string, tenantId: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number, createdAt: string, updatedAt: string } | null };

export type ComplianceUpdateEntityProfileMutationVariables = Exact<{
  id: string;
  version?: number | null | undefined;
  profileData: Record<string, unknown>;
}>;


export type ComplianceUpdateEntityProfileMutation = { updateEntityProfile: { version: number, changed: boolean, entity: { id: string, tenantId: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number, createdAt: string, updatedAt: string } } };

export type SubmitErpMetricMutationVariables = Exact<{
  input: SubmitErpMetricInput;
}>;


export type SubmitErpMetricMutation = { submitErpMetric: { referenceId: string, queued: boolean, metricType: FinancialMetricType } };

export type McaFormMappingFieldsFragment = { id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } };

export type McaFormMappingsQueryVariables = Exact<{
  tenantId?: string | null | undefined;
  active?: boolean | null | undefined;
  sort?: Array<McaFormMappingSort> | McaFormMappingSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type McaFormMappingsQuery = { mcaFormMappings: { total: number, page: number, limit: number, items: Array<{ id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } }> } | null };

export type McaFormMappingQueryVariables = Exact<{
  formType: string;
}>;


export type McaFormMappingQuery = { mcaFormMapping: { id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } } | null };

export type CreateMcaFormMappingMutationVariables = Exact<{
  input: CreateMcaFormMappingInput;
}>;


export type CreateMcaFormMappingMutation = { createMcaFormMapping: { id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } } };

export type UpdateMcaFormMappingMutationVariables = Exact<{
  formType: string;
  input: UpdateMcaFormMappingInput;
}>;


export type UpdateMcaFormMappingMutation = { updateMcaFormMapping: { id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } } };

export type ToggleMcaFormMappingActiveMutationVariables = Exact<{
  formType: string;
}>;


export type ToggleMcaFormMappingActiveMutation = { toggleMcaFormMappingActive: { id: string, formType: string, formVersion: string, mcaUrl: string, validationRules: Record<string, unknown>, isActive: boolean, version: number, createdAt: string, updatedAt: string, fieldMappings: Array<{ profilePath: string, selectors: Array<string>, required: boolean, transform: { type: string, format: string | null } | null }>, metadata: { description: string | null, requiredDocuments: Array<string> } } };

export type PrepareMcaWorkflowRedirectMutationVariables = Exact<{
  workflowId: string;
}>;


export type PrepareMcaWorkflowRedirectMutation = { prepareMcaWorkflowRedirect: { ready: boolean, formType: string, mcaUrl: string, contextId: string | null, missingFields: Array<string>, requiredDocuments: Array<string>, message: string } };

export type ComplianceWorkflowHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceWorkflowHealthQuery = { complianceHealth: { status: ComplianceHealthState, database: ComplianceDatabaseState, error: string | null } | null };

export type ComplianceHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceHealthQuery = { __typename: 'Query' };

export type CompliancePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type CompliancePlansQuery = { subscriptionPlans: Array<{ id: string, name: string, monthlyPrice: number, features: Array<string>, limits: { entities: number, users: number, workflows: number } }> | null, entityTypeOptions: Array<{ value: string, label: string }> | null };

export type ComplianceTenantFieldsFragment = { id: string, name: string, entityType: LegalForm | null, contactEmail: string | null, contactPhone: string | null, gstin: string | null, pan: string | null, registrationNumber: string | null, subscriptionPlan: CompliancePlanId, createdAt: string, updatedAt: string };

export type ComplianceSignUpTenantMutationVariables = Exact<{
  input: SignUpTenantInput;
}>;


export type ComplianceSignUpTenantMutation = { signUpTenant: { tenant: { id: string, name: string, subscriptionPlan: CompliancePlanId }, user: { id: string, email: string } } };

export type ComplianceCreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type ComplianceCreateTenantMutation = { createTenant: { id: string, name: string, entityType: LegalForm | null, contactEmail: string | null, contactPhone: string | null, gstin: string | null, pan: string | null, registrationNumber: string | null, subscriptionPlan: CompliancePlanId, createdAt: string, updatedAt: string } };

export type ComplianceListTenantsQueryVariables = Exact<{
  sort?: Array<ComplianceTenantSort> | ComplianceTenantSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceListTenantsQuery = { complianceTenants: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, entityType: LegalForm | null, contactEmail: string | null, contactPhone: string | null, gstin: string | null, pan: string | null, registrationNumber: string | null, subscriptionPlan: CompliancePlanId, createdAt: string, updatedAt: string }> } | null };

export type ComplianceUserContextQueryVariables = Exact<{
  email: string;
}>;


export type ComplianceUserContextQuery = { userContext: { id: string, name: string | null, email: string, tenant: { id: string, name: string, subscriptionPlan: CompliancePlanId }, entity: { id: string, name: string } | null, role: { id: string, name: string, permissions: Record<string, unknown> } } | null };

export type ComplianceWorkflowTemplateFieldsFragment = { id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } };

export type ComplianceWorkflowInstanceFieldsFragment = { id: string, tenantId: string, templateId: string, entityId: string, status: WorkflowStatus, completedAt: string | null, createdAt: string, updatedAt: string, currentData: { phases: Array<{ name: string, order: number, tasks: Array<{ id: string, name: string, mandatory: boolean, advisory: string | null, completed: boolean, completedAt: string | null, completedBy: string | null }> }> } };

export type ComplianceListWorkflowTemplatesQueryVariables = Exact<{
  tenantId?: string | null | undefined;
  isActive?: boolean | null | undefined;
  sort?: Array<WorkflowTemplateSort> | WorkflowTemplateSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceListWorkflowTemplatesQuery = { workflowTemplates: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } }> } | null };

export type ComplianceCreateWorkflowTemplateMutationVariables = Exact<{
  input: CreateWorkflowTemplateInput;
}>;


export type ComplianceCreateWorkflowTemplateMutation = { createWorkflowTemplate: { id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } } };

export type ComplianceWorkflowTemplateQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceWorkflowTemplateQuery = { workflowTemplate: { id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } } | null };

export type ComplianceUpdateWorkflowTemplateMutationVariables = Exact<{
  id: string;
  input: UpdateWorkflowTemplateInput;
}>;


export type ComplianceUpdateWorkflowTemplateMutation = { updateWorkflowTemplate: { id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } } };

export type ComplianceListWorkflowInstancesQueryVariables = Exact<{
  tenantId?: string | null | undefined;
  status?: WorkflowStatus | null | undefined;
  entityId?: string | null | undefined;
  templateId?: string | null | undefined;
  sort?: Array<WorkflowInstanceSort> | WorkflowInstanceSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ComplianceListWorkflowInstancesQuery = { workflowInstances: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string, templateId: string, entityId: string, status: WorkflowStatus, completedAt: string | null, createdAt: string, updatedAt: string, template: { id: string, workflowName: string, legalReference: string | null }, entity: { id: string, name: string }, currentData: { phases: Array<{ name: string, order: number, tasks: Array<{ id: string, name: string, mandatory: boolean, advisory: string | null, completed: boolean, completedAt: string | null, completedBy: string | null }> }> } }> } | null };

export type ComplianceCreateWorkflowInstanceMutationVariables = Exact<{
  input: CreateWorkflowInstanceInput;
}>;


export type ComplianceCreateWorkflowInstanceMutation = { createWorkflowInstance: { id: string, tenantId: string, templateId: string, entityId: string, status: WorkflowStatus, completedAt: string | null, createdAt: string, updatedAt: string, currentData: { phases: Array<{ name: string, order: number, tasks: Array<{ id: string, name: string, mandatory: boolean, advisory: string | null, completed: boolean, completedAt: string | null, completedBy: string | null }> }> } } };

export type ComplianceWorkflowInstanceQueryVariables = Exact<{
  id: string;
}>;


export type ComplianceWorkflowInstanceQuery = { workflowInstance: { id: string, tenantId: string, templateId: string, entityId: string, status: WorkflowStatus, completedAt: string | null, createdAt: string, updatedAt: string, template: { id: string, tenantId: string | null, workflowName: string, legalReference: string | null, validationRules: Record<string, unknown>, advisoryPrompts: Record<string, unknown>, isActive: boolean, createdAt: string, updatedAt: string, applicabilityRules: { entityTypes: Array<LegalForm> }, timelineLogic: { triggerDate: string, deadlineDays: number, reminderDaysBefore: Array<number> } | null, phases: Array<{ name: string, order: number, tasks: Array<{ name: string, mandatory: boolean, advisory: string | null }> }>, completionCriteria: { allMandatoryTasksCompleted: boolean, filingConfirmation: Array<string> } }, entity: { id: string, name: string, entityType: LegalForm | null, profileData: Record<string, unknown>, version: number }, tenant: { id: string, name: string, subscriptionPlan: CompliancePlanId }, currentData: { phases: Array<{ name: string, order: number, tasks: Array<{ id: string, name: string, mandatory: boolean, advisory: string | null, completed: boolean, completedAt: string | null, completedBy: string | null }> }> } } | null };

export type ComplianceUpdateWorkflowTaskMutationVariables = Exact<{
  instanceId: string;
  input: UpdateWorkflowTaskInput;
}>;


export type ComplianceUpdateWorkflowTaskMutation = { updateWorkflowTask: { id: string, tenantId: string, templateId: string, entityId: string, status: WorkflowStatus, completedAt: string | null, createdAt: string, updatedAt: string, currentData: { phases: Array<{ name: string, order: number, tasks: Array<{ id: string, name: string, mandatory: boolean, advisory: string | null, completed: boolean, completedAt: string | null, completedBy: string | null }> }> } } };

export type ComplianceGenerateWorkflowCertificateMutationVariables = Exact<{
  instanceId: string;
}>;


export type ComplianceGenerateWorkflowCertificateMutation = { generateWorkflowCertificate: { path: string } };

export type FactoryArticleFieldsFragment = { id: string, tenantId: string, articleNo: string, name: string, attributes: Record<string, unknown>, createdAt: string, updatedAt: string, stepRates: Array<{ step: string, rate: string }> };

export type FactoryListArticlesQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryListArticlesQuery = { factoryArticles: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string, articleNo: string, name: string, attributes: Record<string, unknown>, createdAt: string, updatedAt: string, stepRates: Array<{ step: string, rate: string }> }> } | null };

export type FactoryArticleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FactoryArticleOptionsQuery = { factoryArticleOptions: Array<{ id: string, articleNo: string, name: string }> | null };

export type FactoryCreateArticleMutationVariables = Exact<{
  input: CreateFactoryArticleInput;
}>;


export type FactoryCreateArticleMutation = { createFactoryArticle: { id: string, tenantId: string, articleNo: string, name: string, attributes: Record<string, unknown>, createdAt: string, updatedAt: string, stepRates: Array<{ step: string, rate: string }> } };

export type FactoryArticleQueryVariables = Exact<{
  id: string;
}>;


export type FactoryArticleQuery = { factoryArticle: { id: string, tenantId: string, articleNo: string, name: string, attributes: Record<string, unknown>, createdAt: string, updatedAt: string, stepRates: Array<{ step: string, rate: string }> } | null };

export type FactoryUpdateArticleMutationVariables = Exact<{
  id: string;
  input: UpdateFactoryArticleInput;
}>;


export type FactoryUpdateArticleMutation = { updateFactoryArticle: { id: string, tenantId: string, articleNo: string, name: string, attributes: Record<string, unknown>, createdAt: string, updatedAt: string, stepRates: Array<{ step: string, rate: string }> } };

export type FactoryDeleteArticleMutationVariables = Exact<{
  id: string;
}>;


export type FactoryDeleteArticleMutation = { deleteFactoryArticle: { id: string } };

export type FactoryAuditLogsQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryAuditLogsQuery = { factoryAuditLogs: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string | null, action: string, entityType: string, entityId: string | null, actorId: string | null, actorEmail: string | null, before: unknown, after: unknown, createdAt: string }> } | null };

export type FactoryRecordAuditLogMutationVariables = Exact<{
  input: AuditLogInput;
}>;


export type FactoryRecordAuditLogMutation = { recordFactoryAuditLog: { id: string, tenantId: string | null, action: string, entityType: string, entityId: string | null, actorId: string | null, actorEmail: string | null, before: unknown, after: unknown, createdAt: string } };

export type FactorySessionFieldsFragment = { token: string, user: { id: string, name: string, email: string, role: FactoryRole } };

export type FactoryLoginMutationVariables = Exact<{
  email: string;
  password: string;
  panel?: FactoryLoginPanel | null | undefined;
}>;


export type FactoryLoginMutation = { factoryLogin: { token: string, user: { id: string, name: string, email: string, role: FactoryRole } } };

export type FactoryRefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type FactoryRefreshMutation = { factoryRefresh: { token: string, user: { id: string, name: string, email: string, role: FactoryRole } } };

export type FactoryLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type FactoryLogoutMutation = { factoryLogout: boolean };

export type FactorySignupMutationVariables = Exact<{
  tenantId?: string | null | undefined;
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  role?: FactoryRole | null | undefined;
}>;


export type FactorySignupMutation = { factorySignup: { id: string, name: string, email: string, role: FactoryRole } };

export type FactoryForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type FactoryForgotPasswordMutation = { factoryForgotPassword: string };

export type FactoryResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  passwordConfirm: string;
}>;


export type FactoryResetPasswordMutation = { factoryResetPassword: { token: string, user: { id: string, name: string, email: string, role: FactoryRole } } };

export type FactoryCorsOriginFieldsFragment = { id: string, origin: string, createdAt: string };

export type FactoryCorsOriginsQueryVariables = Exact<{ [key: string]: never; }>;


export type FactoryCorsOriginsQuery = { factoryCorsOrigins: Array<{ id: string, origin: string, createdAt: string }> | null };

export type FactoryAddCorsOriginMutationVariables = Exact<{
  origin: string;
}>;


export type FactoryAddCorsOriginMutation = { addFactoryCorsOrigin: { id: string, origin: string, createdAt: string } };

export type FactoryRemoveCorsOriginMutationVariables = Exact<{
  origin: string;
}>;


export type FactoryRemoveCorsOriginMutation = { removeFactoryCorsOrigin: { id: string, origin: string, createdAt: string } };

export type FactoryJobFieldsFragment = { id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> };

export type FactoryListJobsQueryVariables = Exact<{
  filter?: FactoryJobFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryListJobsQuery = { factoryJobs: { total: number, page: number, limit: number, items: Array<{ id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> }> } | null };

export type FactoryCreateJobMutationVariables = Exact<{
  input: CreateFactoryJobInput;
}>;


export type FactoryCreateJobMutation = { createFactoryJob: { id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> } };

export type FactoryGetJobQueryVariables = Exact<{
  id: string;
}>;


export type FactoryGetJobQuery = { factoryJob: { id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> } | null };

export type FactoryCancelJobMutationVariables = Exact<{
  id: string;
}>;


export type FactoryCancelJobMutation = { cancelFactoryJob: { id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> } };

export type FactoryMoveJobStepMutationVariables = Exact<{
  id: string;
  input: MoveFactoryJobStepInput;
}>;


export type FactoryMoveJobStepMutation = { moveFactoryJobStep: { credited: string | null, job: { id: string, jobNo: string, size: number, quantity: number, status: FactoryJobStatus, createdAt: string, updatedAt: string, completedAt: string | null, article: { id: string, articleNo: string, name: string }, steps: Array<{ id: string, name: string, order: number, isPaid: boolean, rate: string, status: FactoryJobStepStatus, startedAt: string | null, completedAt: string | null, worker: { id: string, name: string } | null }> } } };

export type FactoryDeleteJobMutationVariables = Exact<{
  id: string;
}>;


export type FactoryDeleteJobMutation = { deleteFactoryJob: string };

export type FactoryLedgerEntryFieldsFragment = { id: string, workerId: string, type: FactoryLedgerEntryType, ledgerType: string, amount: string, description: string | null, jobId: string | null, jobStepId: string | null, transactionId: string | null, date: string, createdAt: string };

export type FactoryWorkerLedgerQueryVariables = Exact<{
  workerId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryWorkerLedgerQuery = { factoryLedgerEntries: { total: number, page: number, limit: number, items: Array<{ id: string, workerId: string, type: FactoryLedgerEntryType, ledgerType: string, amount: string, description: string | null, jobId: string | null, jobStepId: string | null, transactionId: string | null, date: string, createdAt: string }> } | null };

export type FactoryWorkerLedgerSummaryQueryVariables = Exact<{
  workerId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type FactoryWorkerLedgerSummaryQuery = { factoryLedgerSummary: { workerId: string, totalCredit: string, totalDebit: string, balance: string, entries: number, from: string | null, to: string | null } | null };

export type FactoryLedgerAdjustmentMutationVariables = Exact<{
  input: CreateFactoryLedgerAdjustmentInput;
}>;


export type FactoryLedgerAdjustmentMutation = { createFactoryLedgerAdjustment: { id: string, workerId: string, type: FactoryLedgerEntryType, ledgerType: string, amount: string, description: string | null, jobId: string | null, jobStepId: string | null, transactionId: string | null, date: string, createdAt: string } };

export type FactoryMasterDataFieldsFragment = { id: string, tenantId: string, attributeName: string, values: Array<string>, createdAt: string, updatedAt: string };

export type FactoryMasterDataValuesQueryVariables = Exact<{
  tenantId: string;
}>;


export type FactoryMasterDataValuesQuery = { factoryMasterDataValues: Array<{ id: string, tenantId: string, attributeName: string, values: Array<string>, createdAt: string, updatedAt: string }> | null };

export type FactoryUpsertMasterDataValuesMutationVariables = Exact<{
  input: UpsertFactoryMasterDataValuesInput;
}>;


export type FactoryUpsertMasterDataValuesMutation = { upsertFactoryMasterDataValues: { created: boolean, masterData: { id: string, tenantId: string, attributeName: string, values: Array<string>, createdAt: string, updatedAt: string } } };

export type FactoryPlanFieldsFragment = { id: string, name: string, slug: string, description: string, isActive: boolean, createdAt: string, updatedAt: string, limits: { maxUsers: number, maxWorkers: number, maxJobSteps: number, maxArticleAttributes: number }, rateLimits: { maxRequests: number, windowMs: number } };

export type FactoryListPlansQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryListPlansQuery = { factoryPlans: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, slug: string, description: string, isActive: boolean, createdAt: string, updatedAt: string, limits: { maxUsers: number, maxWorkers: number, maxJobSteps: number, maxArticleAttributes: number }, rateLimits: { maxRequests: number, windowMs: number } }> } | null };

export type FactoryPlanQueryVariables = Exact<{
  slug: string;
}>;


export type FactoryPlanQuery = { factoryPlan: { id: string, name: string, slug: string, description: string, isActive: boolean, createdAt: string, updatedAt: string, limits: { maxUsers: number, maxWorkers: number, maxJobSteps: number, maxArticleAttributes: number }, rateLimits: { maxRequests: number, windowMs: number } } | null };

export type FactoryCreatePlanMutationVariables = Exact<{
  input: CreateFactoryPlanInput;
}>;


export type FactoryCreatePlanMutation = { createFactoryPlan: { id: string, name: string, slug: string, description: string, isActive: boolean, createdAt: string, updatedAt: string, limits: { maxUsers: number, maxWorkers: number, maxJobSteps: number, maxArticleAttributes: number }, rateLimits: { maxRequests: number, windowMs: number } } };

export type FactoryUpdatePlanMutationVariables = Exact<{
  slug: string;
  input: UpdateFactoryPlanInput;
}>;


export type FactoryUpdatePlanMutation = { updateFactoryPlan: { id: string, name: string, slug: string, description: string, isActive: boolean, createdAt: string, updatedAt: string, limits: { maxUsers: number, maxWorkers: number, maxJobSteps: number, maxArticleAttributes: number }, rateLimits: { maxRequests: number, windowMs: number } } };

export type FactoryDeletePlanMutationVariables = Exact<{
  slug: string;
}>;


export type FactoryDeletePlanMutation = { deleteFactoryPlan: { id: string } };

export type FactoryProductionReportFieldsFragment = { groupBy: FactoryReportGrouping, from: string | null, to: string | null, groups: Array<{ key: string, label: string, steps: number, pieces: number, amount: string }>, totals: { steps: number, pieces: number, amount: string } };

export type FactoryTaskReportByGroupQueryVariables = Exact<{
  input: FactoryTaskReportInput;
}>;


export type FactoryTaskReportByGroupQuery = { factoryTaskReport: { groupBy: FactoryReportGrouping, from: string | null, to: string | null, groups: Array<{ key: string, label: string, steps: number, pieces: number, amount: string }>, totals: { steps: number, pieces: number, amount: string } } | null };

export type FactoryReportByArticleQueryVariables = Exact<{
  articleId: string;
  groupBy?: FactoryReportGrouping | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type FactoryReportByArticleQuery = { factoryArticleReport: { groupBy: FactoryReportGrouping, from: string | null, to: string | null, groups: Array<{ key: string, label: string, steps: number, pieces: number, amount: string }>, totals: { steps: number, pieces: number, amount: string } } | null };

export type FactoryTenantConfigFieldsFragment = { id: string, tenantId: string, customLedgerTypes: Array<string>, createdAt: string, updatedAt: string, jobSteps: Array<{ name: string, order: number, isPaid: boolean }>, articleAttributes: Array<{ name: string, label: string, type: string, isRequired: boolean }>, sizeRange: { min: number, max: number }, pagination: { defaultPageSize: number, maxPageSize: number } };

export type FactoryUpsertTenantConfigMutationVariables = Exact<{
  input: UpsertFactoryTenantConfigInput;
}>;


export type FactoryUpsertTenantConfigMutation = { upsertFactoryTenantConfig: { created: boolean, config: { id: string, tenantId: string, customLedgerTypes: Array<string>, createdAt: string, updatedAt: string, jobSteps: Array<{ name: string, order: number, isPaid: boolean }>, articleAttributes: Array<{ name: string, label: string, type: string, isRequired: boolean }>, sizeRange: { min: number, max: number }, pagination: { defaultPageSize: number, maxPageSize: number } } } };

export type FactoryTenantConfigQueryVariables = Exact<{
  tenantId: string;
}>;


export type FactoryTenantConfigQuery = { factoryTenantConfig: { id: string, tenantId: string, customLedgerTypes: Array<string>, createdAt: string, updatedAt: string, jobSteps: Array<{ name: string, order: number, isPaid: boolean }>, articleAttributes: Array<{ name: string, label: string, type: string, isRequired: boolean }>, sizeRange: { min: number, max: number }, pagination: { defaultPageSize: number, maxPageSize: number } } | null };

export type FactoryTenantFieldsFragment = { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } };

export type FactoryTenantProvisioningFieldsFragment = { complete: boolean, tenant: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } }, provisioningResult: { subdomain: string, hosting: { status: FactoryProvisioningStepStatus, error: string | null }, dns: { status: FactoryProvisioningStepStatus, error: string | null } } };

export type FactoryTenantStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type FactoryTenantStatsQuery = { factoryTenantStats: { total: number, byStatus: { active: number, suspended: number }, byDomainStatus: { active: number, pending: number } } | null };

export type FactoryListTenantsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  status?: FactoryTenantStatus | null | undefined;
}>;


export type FactoryListTenantsQuery = { factoryTenants: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } }> } | null };

export type FactoryCreateTenantMutationVariables = Exact<{
  input: CreateFactoryTenantInput;
}>;


export type FactoryCreateTenantMutation = { createFactoryTenant: { complete: boolean, tenant: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } }, provisioningResult: { subdomain: string, hosting: { status: FactoryProvisioningStepStatus, error: string | null }, dns: { status: FactoryProvisioningStepStatus, error: string | null } } } };

export type FactoryTenantQueryVariables = Exact<{
  id: string;
}>;


export type FactoryTenantQuery = { factoryTenant: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } } | null };

export type FactoryUpdateTenantMutationVariables = Exact<{
  id: string;
  input: UpdateFactoryTenantInput;
}>;


export type FactoryUpdateTenantMutation = { updateFactoryTenant: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } } };

export type FactorySetTenantStatusMutationVariables = Exact<{
  id: string;
  status: FactoryTenantStatus;
}>;


export type FactorySetTenantStatusMutation = { setFactoryTenantStatus: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } } };

export type FactoryRetryTenantDomainMutationVariables = Exact<{
  id: string;
}>;


export type FactoryRetryTenantDomainMutation = { retryFactoryTenantDomain: { complete: boolean, tenant: { id: string, name: string, slug: string, domain: string, domainStatus: FactoryDomainStatus, status: FactoryTenantStatus, createdAt: string, updatedAt: string, plan: { slug: string }, settings: { maxUsers: number, maxWorkers: number } }, provisioningResult: { subdomain: string, hosting: { status: FactoryProvisioningStepStatus, error: string | null }, dns: { status: FactoryProvisioningStepStatus, error: string | null } } } };

export type FactoryDeleteTenantMutationVariables = Exact<{
  id: string;
}>;


export type FactoryDeleteTenantMutation = { deleteFactoryTenant: { id: string } };

export type FactoryTransactionFieldsFragment = { id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } };

export type FactoryListTransactionsQueryVariables = Exact<{
  filter?: FactoryTransactionFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryListTransactionsQuery = { factoryTransactions: { total: number, page: number, limit: number, items: Array<{ id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } }> } | null };

export type FactoryCreateTransactionMutationVariables = Exact<{
  input: CreateFactoryTransactionInput;
}>;


export type FactoryCreateTransactionMutation = { createFactoryTransaction: { id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } } };

export type FactoryMakePaymentMutationVariables = Exact<{
  input: MakeFactoryPaymentInput;
}>;


export type FactoryMakePaymentMutation = { makeFactoryPayment: { transaction: { id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } }, ledgerEntry: { id: string, workerId: string, type: FactoryLedgerEntryType, ledgerType: string, amount: string, description: string | null, jobId: string | null, jobStepId: string | null, transactionId: string | null, date: string, createdAt: string } } };

export type FactoryGetTransactionQueryVariables = Exact<{
  id: string;
}>;


export type FactoryGetTransactionQuery = { factoryTransaction: { id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } } | null };

export type FactoryUpdateTransactionMutationVariables = Exact<{
  id: string;
  input: UpdateFactoryTransactionInput;
}>;


export type FactoryUpdateTransactionMutation = { updateFactoryTransaction: { id: string, amount: string, type: FactoryTransactionType, status: FactoryTransactionStatus, note: string | null, date: string, paidAt: string | null, createdAt: string, updatedAt: string, worker: { id: string, name: string } } };

export type FactoryDeleteTransactionMutationVariables = Exact<{
  id: string;
}>;


export type FactoryDeleteTransactionMutation = { deleteFactoryTransaction: string };

export type FactoryWorkerFieldsFragment = { id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string };

export type FactoryListWorkersQueryVariables = Exact<{
  skill?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FactoryListWorkersQuery = { factoryWorkers: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string }> } | null };

export type FactoryInitDefaultWorkerMutationVariables = Exact<{ [key: string]: never; }>;


export type FactoryInitDefaultWorkerMutation = { initFactoryDefaultWorker: { created: boolean, worker: { id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } } };

export type FactoryCreateWorkerMutationVariables = Exact<{
  input: CreateFactoryWorkerInput;
}>;


export type FactoryCreateWorkerMutation = { createFactoryWorker: { id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } };

export type FactoryWorkerQueryVariables = Exact<{
  id: string;
}>;


export type FactoryWorkerQuery = { factoryWorker: { id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } | null };

export type FactoryUpdateWorkerMutationVariables = Exact<{
  id: string;
  input: UpdateFactoryWorkerInput;
}>;


export type FactoryUpdateWorkerMutation = { updateFactoryWorker: { id: string, tenantId: string, name: string, phone: string | null, skills: Array<string>, isActive: boolean, createdAt: string, updatedAt: string } };

export type FactoryDeleteWorkerMutationVariables = Exact<{
  id: string;
}>;


export type FactoryDeleteWorkerMutation = { deleteFactoryWorker: { id: string } };

export type TrainingListAuditLogsQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListAuditLogsQuery = { trainingAuditLogs: { total: number, page: number, limit: number, items: Array<{ id: string, tenantId: string | null, action: string, entityType: string, entityId: string | null, actorId: string | null, actorEmail: string | null, before: unknown, after: unknown, createdAt: string }> } | null };

export type TrainingRecordAuditLogMutationVariables = Exact<{
  input: AuditLogInput;
}>;


export type TrainingRecordAuditLogMutation = { recordTrainingAuditLog: { id: string, tenantId: string | null, action: string, entityType: string, entityId: string | null, actorId: string | null, actorEmail: string | null, before: unknown, after: unknown, createdAt: string } };

export type TrainingCourseFieldsFragment = { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> };

export type TrainingListCoursesQueryVariables = Exact<{
  filter?: CourseFilter | null | undefined;
  sort?: Array<CourseSort> | CourseSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListCoursesQuery = { courses: { total: number, page: number, limit: number, items: Array<{ id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> }> } | null };

export type TrainingCreateCourseMutationVariables = Exact<{
  input: CreateCourseInput;
}>;


export type TrainingCreateCourseMutation = { createCourse: { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> } };

export type TrainingBulkUpdateCoursesMutationVariables = Exact<{
  ids: Array<string> | string;
  updates: CourseBulkUpdateInput;
}>;


export type TrainingBulkUpdateCoursesMutation = { bulkUpdateCourses: { matched: number, updated: number } };

export type TrainingGetCourseQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type TrainingGetCourseQuery = { course: { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> } | null };

export type TrainingUpdateCourseMutationVariables = Exact<{
  id: string;
  input: UpdateCourseInput;
}>;


export type TrainingUpdateCourseMutation = { updateCourse: { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> } };

export type TrainingDeleteCourseMutationVariables = Exact<{
  id: string;
}>;


export type TrainingDeleteCourseMutation = { deleteCourse: { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> } };

export type TrainingEnquiryFieldsFragment = { id: string, name: string, email: string, message: string, status: EnquiryStatus, createdAt: string, updatedAt: string };

export type TrainingSubmitEnquiryMutationVariables = Exact<{
  input: SubmitEnquiryInput;
}>;


export type TrainingSubmitEnquiryMutation = { submitEnquiry: { id: string, name: string, email: string, message: string, status: EnquiryStatus, createdAt: string, updatedAt: string } };

export type TrainingListEnquiriesQueryVariables = Exact<{
  filter?: EnquiryFilter | null | undefined;
  sort?: Array<EnquirySort> | EnquirySort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListEnquiriesQuery = { enquiries: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, email: string, message: string, status: EnquiryStatus, createdAt: string, updatedAt: string }> } | null };

export type TrainingUpdateEnquiryStatusMutationVariables = Exact<{
  id: string;
  status: EnquiryStatus;
}>;


export type TrainingUpdateEnquiryStatusMutation = { updateEnquiryStatus: { id: string, name: string, email: string, message: string, status: EnquiryStatus, createdAt: string, updatedAt: string } };

export type TrainingEnrollmentFieldsFragment = { id: string, courseId: string, interestId: string | null, learnerName: string, learnerEmail: string, organisation: string | null, scheduledDate: string | null, status: EnrollmentStatus, completedAt: string | null, createdAt: string, updatedAt: string, course: { title: string } | null, certificate: { certificateNumber: string, credentialId: string } | null };

export type TrainingCertificateFieldsFragment = { id: string, enrollmentId: string, certificateNumber: string, credentialId: string, learnerName: string, courseTitle: string, completionDate: string, issuedAt: string, emailedAt: string | null };

export type TrainingListEnrollmentsQueryVariables = Exact<{
  filter?: EnrollmentFilter | null | undefined;
  sort?: Array<EnrollmentSort> | EnrollmentSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListEnrollmentsQuery = { enrollments: { total: number, page: number, limit: number, items: Array<{ id: string, courseId: string, interestId: string | null, learnerName: string, learnerEmail: string, organisation: string | null, scheduledDate: string | null, status: EnrollmentStatus, completedAt: string | null, createdAt: string, updatedAt: string, course: { title: string } | null, certificate: { certificateNumber: string, credentialId: string } | null }> } | null };

export type TrainingCreateEnrollmentMutationVariables = Exact<{
  input: CreateEnrollmentInput;
}>;


export type TrainingCreateEnrollmentMutation = { createEnrollment: { id: string, courseId: string, interestId: string | null, learnerName: string, learnerEmail: string, organisation: string | null, scheduledDate: string | null, status: EnrollmentStatus, completedAt: string | null, createdAt: string, updatedAt: string, course: { title: string } | null, certificate: { certificateNumber: string, credentialId: string } | null } };

export type TrainingUpdateEnrollmentStatusMutationVariables = Exact<{
  id: string;
  status: EnrollmentStatus;
}>;


export type TrainingUpdateEnrollmentStatusMutation = { updateEnrollmentStatus: { id: string, courseId: string, interestId: string | null, learnerName: string, learnerEmail: string, organisation: string | null, scheduledDate: string | null, status: EnrollmentStatus, completedAt: string | null, createdAt: string, updatedAt: string, course: { title: string } | null, certificate: { certificateNumber: string, credentialId: string } | null } };

export type TrainingResendCertificateMutationVariables = Exact<{
  enrollmentId: string;
}>;


export type TrainingResendCertificateMutation = { resendCertificate: { id: string, enrollmentId: string, certificateNumber: string, credentialId: string, learnerName: string, courseTitle: string, completionDate: string, issuedAt: string, emailedAt: string | null } };

export type TrainingInterestFieldsFragment = { id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null };

export type TrainingRegisterInterestMutationVariables = Exact<{
  course: string;
  input: RegisterInterestInput;
}>;


export type TrainingRegisterInterestMutation = { registerInterest: { id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null } };

export type TrainingCreateInterestMutationVariables = Exact<{
  input: CreateInterestInput;
}>;


export type TrainingCreateInterestMutation = { createInterest: { id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null } };

export type TrainingListInterestsQueryVariables = Exact<{
  filter?: InterestFilter | null | undefined;
  sort?: Array<InterestSort> | InterestSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListInterestsQuery = { interests: { total: number, page: number, limit: number, items: Array<{ id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null }> } | null };

export type TrainingBrochureDownloadQueryVariables = Exact<{
  token: string;
}>;


export type TrainingBrochureDownloadQuery = { brochureDownload: { path: string } | null };

export type TrainingUpdateInterestStatusMutationVariables = Exact<{
  id: string;
  status: InterestStatus;
}>;


export type TrainingUpdateInterestStatusMutation = { updateInterestStatus: { id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null } };

export type TrainingDeleteInterestsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type TrainingDeleteInterestsMutation = { deleteInterests: { matched: number, deleted: number } };

export type TrainingResendBrochureMutationVariables = Exact<{
  interestId: string;
}>;


export type TrainingResendBrochureMutation = { resendBrochure: { regenerated: boolean, expiresAt: string } };

export type TrainingEraseInterestMutationVariables = Exact<{
  id: string;
}>;


export type TrainingEraseInterestMutation = { eraseInterest: { id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null } };

export type TrainingGetMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingGetMetricsQuery = { trainingMetrics: { totalCourses: number, publishedCourses: number, totalInterests: number, totalEnrollments: number, totalEnquiries: number, recentInterests: Array<{ id: string, courseId: string, name: string | null, email: string | null, phone: string | null, organisation: string | null, status: InterestStatus, source: InterestSource, brochureRequested: boolean, brochureSentAt: string | null, brochureTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string, course: { id: string, title: string } | null }> } | null };

export type TrainingSettingsFieldsFragment = { trainingPlanExpiryDays: number, brochureExpiryDays: number };

export type TrainingGetSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingGetSettingsQuery = { trainingSettings: { trainingPlanExpiryDays: number, brochureExpiryDays: number } | null };

export type TrainingUpdateSettingsMutationVariables = Exact<{
  input: UpdateTrainingSettingsInput;
}>;


export type TrainingUpdateSettingsMutation = { updateTrainingSettings: { trainingPlanExpiryDays: number, brochureExpiryDays: number } };

export type TrainingTaxonomyRefFieldsFragment = { id: string, name: string, slug: string };

export type TrainingTaxonomyItemFieldsFragment = { type: TaxonomyType, id: string, name: string, slug: string };

export type TrainingTaxonomiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingTaxonomiesQuery = { taxonomies: { categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }>, deliveryModes: Array<{ id: string, name: string, slug: string }> } | null };

export type TrainingCreateTaxonomyMutationVariables = Exact<{
  input: CreateTaxonomyInput;
}>;


export type TrainingCreateTaxonomyMutation = { createTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingUpdateTaxonomyMutationVariables = Exact<{
  id: string;
  type?: TaxonomyType | null | undefined;
  input: UpdateTaxonomyInput;
}>;


export type TrainingUpdateTaxonomyMutation = { updateTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingDeleteTaxonomyMutationVariables = Exact<{
  id: string;
  type?: TaxonomyType | null | undefined;
}>;


export type TrainingDeleteTaxonomyMutation = { deleteTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingCreateTaxonomyOfTypeMutationVariables = Exact<{
  input: CreateTaxonomyInput;
}>;


export type TrainingCreateTaxonomyOfTypeMutation = { createTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingUpdateTaxonomyOfTypeMutationVariables = Exact<{
  id: string;
  type?: TaxonomyType | null | undefined;
  input: UpdateTaxonomyInput;
}>;


export type TrainingUpdateTaxonomyOfTypeMutation = { updateTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingDeleteTaxonomyOfTypeMutationVariables = Exact<{
  id: string;
  type?: TaxonomyType | null | undefined;
}>;


export type TrainingDeleteTaxonomyOfTypeMutation = { deleteTaxonomy: { type: TaxonomyType, id: string, name: string, slug: string } };

export type TrainingPlanRequestFieldsFragment = { id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string };

export type TrainingRequestTrainingPlanFormMutationVariables = Exact<{
  input: RequestTrainingPlanInput;
  form: PublicTrainingPlanForm;
}>;


export type TrainingRequestTrainingPlanFormMutation = { requestTrainingPlan: { id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string } };

export type TrainingCreateTrainingPlanRequestMutationVariables = Exact<{
  input: CreateTrainingPlanRequestInput;
}>;


export type TrainingCreateTrainingPlanRequestMutation = { createTrainingPlanRequest: { id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string } };

export type TrainingRequestTrainingPlanMutationVariables = Exact<{
  input: RequestTrainingPlanInput;
  form: PublicTrainingPlanForm;
}>;


export type TrainingRequestTrainingPlanMutation = { requestTrainingPlan: { id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string } };

export type TrainingListTrainingPlanRequestsQueryVariables = Exact<{
  filter?: TrainingPlanRequestFilter | null | undefined;
  sort?: Array<TrainingPlanRequestSort> | TrainingPlanRequestSort | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrainingListTrainingPlanRequestsQuery = { trainingPlanRequests: { total: number, page: number, limit: number, items: Array<{ id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string }> } | null };

export type TrainingPlanDownloadQueryVariables = Exact<{
  token: string;
}>;


export type TrainingPlanDownloadQuery = { trainingPlanDownload: { path: string } | null };

export type TrainingDeleteTrainingPlanRequestsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type TrainingDeleteTrainingPlanRequestsMutation = { deleteTrainingPlanRequests: { matched: number, deleted: number } };

export type TrainingResendTrainingPlanMutationVariables = Exact<{
  id: string;
}>;


export type TrainingResendTrainingPlanMutation = { resendTrainingPlan: { regenerated: boolean, expiresAt: string } };

export type TrainingEraseTrainingPlanRequestMutationVariables = Exact<{
  id: string;
}>;


export type TrainingEraseTrainingPlanRequestMutation = { eraseTrainingPlanRequest: { id: string, organisation: string | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, requirements: string | null, source: TrainingPlanRequestSource, emailSentAt: string | null, downloadTokenExpiresAt: string | null, deletedAt: string | null, erasedAt: string | null, createdAt: string, updatedAt: string } };

export type TrainingUploadTrainingPlanMutationVariables = Exact<{
  file: { readonly uploadedBy: 'engine' };
}>;


export type TrainingUploadTrainingPlanMutation = { uploadTrainingPlan: { filename: string, originalFilename: string, contentType: string, size: number, uploadedAt: string } };

export type TrainingPlanFileQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingPlanFileQuery = { trainingPlanFile: { path: string, expiresAt: string, expiresIn: number } | null };

export type TrainingSignedFileQueryVariables = Exact<{
  token: string;
}>;


export type TrainingSignedFileQuery = { signedTrainingFile: { path: string, expiresAt: string, expiresIn: number } | null };

export type TrainingUploadCourseBrochureMutationVariables = Exact<{
  file: { readonly uploadedBy: 'engine' };
  shortCode: string;
}>;


export type TrainingUploadCourseBrochureMutation = { uploadCourseBrochure: { id: string, title: string, slug: string, description: string, isPublished: boolean, status: CourseStatus, deliveryMode: string | null, durationDays: number | null, schedule: unknown, courseOutline: string | null, overview: string | null, brochureUrl: string | null, deletedAt: string | null, createdAt: string, updatedAt: string, categories: Array<{ id: string, name: string, slug: string }>, cities: Array<{ id: string, name: string, slug: string }>, associations: Array<{ id: string, name: string, slug: string }> } };

export type TrainingVerifyCertificateQueryVariables = Exact<{
  certificateNumber: string;
}>;


export type TrainingVerifyCertificateQuery = { verifyCertificate: { valid: boolean, learnerName: string, courseTitle: string, completionDate: string, certificateNumber: string } | null };

export type TrainingVerifyCredentialQueryVariables = Exact<{
  credentialId: string;
  challengeToken?: string | null | undefined;
}>;


export type TrainingVerifyCredentialQuery = { verifyCredential: { credentialId: string, candidateName: string, courseTitle: string, issueDate: string, certificateNumber: string } | null };

export type TrainingCertificatePdfQueryVariables = Exact<{
  credentialId: string;
}>;


export type TrainingCertificatePdfQuery = { certificatePdf: { path: string } | null };

export const AuditLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuditLogFieldsFragment, unknown>;
export const ComplianceAuditSliceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditSliceFieldsFragment, unknown>;
export const ComplianceDocumentTemplateMetadataFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentTemplateMetadataFieldsFragment, unknown>;
export const ComplianceDocumentTemplateSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentTemplateSummaryFieldsFragment, unknown>;
export const ComplianceDocumentTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentTemplateFieldsFragment, unknown>;
export const ComplianceDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentFieldsFragment, unknown>;
export const ComplianceExtractionJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceExtractionJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtractionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"extractor"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"}},{"kind":"Field","name":{"kind":"Name","value":"fieldConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"verificationFlags"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}}]}}]} as unknown as DocumentNode<ComplianceExtractionJobFieldsFragment, unknown>;
export const ComplianceEntityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceEntityFieldsFragment, unknown>;
export const McaFormMappingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<McaFormMappingFieldsFragment, unknown>;
export const ComplianceTenantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"pan"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceTenantFieldsFragment, unknown>;
export const ComplianceWorkflowTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowTemplateFieldsFragment, unknown>;
export const ComplianceWorkflowInstanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowInstanceFieldsFragment, unknown>;
export const FactoryArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryArticleFieldsFragment, unknown>;
export const FactorySessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactorySessionFieldsFragment, unknown>;
export const FactoryCorsOriginFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryCorsOriginFieldsFragment, unknown>;
export const FactoryJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryJobFieldsFragment, unknown>;
export const FactoryLedgerEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryLedgerEntryFieldsFragment, unknown>;
export const FactoryMasterDataFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryMasterDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryMasterDataValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryMasterDataFieldsFragment, unknown>;
export const FactoryPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryPlanFieldsFragment, unknown>;
export const FactoryProductionReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryProductionReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryProductionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FactoryProductionReportFieldsFragment, unknown>;
export const FactoryTenantConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"jobSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customLedgerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPageSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantConfigFieldsFragment, unknown>;
export const FactoryTenantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantFieldsFragment, unknown>;
export const FactoryTenantProvisioningFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantProvisioning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provisioningResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"hosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantProvisioningFieldsFragment, unknown>;
export const FactoryTransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTransactionFieldsFragment, unknown>;
export const FactoryWorkerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryWorkerFieldsFragment, unknown>;
export const TrainingTaxonomyRefFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TrainingTaxonomyRefFieldsFragment, unknown>;
export const TrainingCourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TrainingCourseFieldsFragment, unknown>;
export const TrainingEnquiryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEnquiryFieldsFragment, unknown>;
export const TrainingEnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEnrollmentFieldsFragment, unknown>;
export const TrainingCertificateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailedAt"}}]}}]} as unknown as DocumentNode<TrainingCertificateFieldsFragment, unknown>;
export const TrainingInterestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingInterestFieldsFragment, unknown>;
export const TrainingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"brochureExpiryDays"}}]}}]} as unknown as DocumentNode<TrainingSettingsFieldsFragment, unknown>;
export const TrainingTaxonomyItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TrainingTaxonomyItemFieldsFragment, unknown>;
export const TrainingPlanRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingPlanRequestFieldsFragment, unknown>;
export const ComplianceAuditOfEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditOfEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditOfEntityQuery, ComplianceAuditOfEntityQueryVariables>;
export const ComplianceAuditOfDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditOfDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditOfDocumentQuery, ComplianceAuditOfDocumentQueryVariables>;
export const ComplianceAuditQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditQueryQuery, ComplianceAuditQueryQueryVariables>;
export const ComplianceListDocumentTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListDocumentTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListDocumentTemplatesQuery, ComplianceListDocumentTemplatesQueryVariables>;
export const ComplianceGetDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceGetDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceGetDocumentTemplateQuery, ComplianceGetDocumentTemplateQueryVariables>;
export const ComplianceCreateDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceCreateDocumentTemplateMutation, ComplianceCreateDocumentTemplateMutationVariables>;
export const ComplianceUpdateDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceUpdateDocumentTemplateMutation, ComplianceUpdateDocumentTemplateMutationVariables>;
export const ComplianceGenerateDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceGenerateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"renderedHtml"}}]}}]}}]} as unknown as DocumentNode<ComplianceGenerateDocumentMutation, ComplianceGenerateDocumentMutationVariables>;
export const ComplianceUploadDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triggerExtraction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerExtraction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triggerExtraction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extractionJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ComplianceUploadDocumentMutation, ComplianceUploadDocumentMutationVariables>;
export const ComplianceProcessDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceProcessDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"extractedFields"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"fieldConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"verificationFlags"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"extractor"}}]}}]}}]} as unknown as DocumentNode<ComplianceProcessDocumentMutation, ComplianceProcessDocumentMutationVariables>;
export const ComplianceSaveVerifiedDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceSaveVerifiedData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveVerifiedDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVerifiedData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<ComplianceSaveVerifiedDataMutation, ComplianceSaveVerifiedDataMutationVariables>;
export const ComplianceVaultDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceVaultDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocumentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocumentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceVaultDocumentsQuery, ComplianceVaultDocumentsQueryVariables>;
export const ComplianceUploadVaultDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUploadVaultDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVaultDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceUploadVaultDocumentMutation, ComplianceUploadVaultDocumentMutationVariables>;
export const ComplianceVaultDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceVaultDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceVaultDocumentQuery, ComplianceVaultDocumentQueryVariables>;
export const ComplianceSignedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceSignedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedComplianceFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<ComplianceSignedFileQuery, ComplianceSignedFileQueryVariables>;
export const ComplianceDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentQuery, ComplianceDocumentQueryVariables>;
export const ComplianceEntityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceEntityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceEntityDocumentsQuery, ComplianceEntityDocumentsQueryVariables>;
export const ComplianceExtractionJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceExtractionJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extractionJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceExtractionJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceExtractionJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtractionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"extractor"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"}},{"kind":"Field","name":{"kind":"Name","value":"fieldConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"verificationFlags"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}}]}}]} as unknown as DocumentNode<ComplianceExtractionJobQuery, ComplianceExtractionJobQueryVariables>;
export const ComplianceListEntitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntitySort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListEntitiesQuery, ComplianceListEntitiesQueryVariables>;
export const ComplianceCreateEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBusinessEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBusinessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateEntityMutation, ComplianceCreateEntityMutationVariables>;
export const ComplianceEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceEntityQuery, ComplianceEntityQueryVariables>;
export const ComplianceUpdateEntityProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateEntityProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEntityProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateEntityProfileMutation, ComplianceUpdateEntityProfileMutationVariables>;
export const SubmitErpMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitErpMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitErpMetricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitErpMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]}}]} as unknown as DocumentNode<SubmitErpMetricMutation, SubmitErpMetricMutationVariables>;
export const McaFormMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McaFormMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMappingSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcaFormMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<McaFormMappingsQuery, McaFormMappingsQueryVariables>;
export const McaFormMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<McaFormMappingQuery, McaFormMappingQueryVariables>;
export const CreateMcaFormMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMcaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMcaFormMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateMcaFormMappingMutation, CreateMcaFormMappingMutationVariables>;
export const UpdateMcaFormMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMcaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMcaFormMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMcaFormMappingMutation, UpdateMcaFormMappingMutationVariables>;
export const ToggleMcaFormMappingActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleMcaFormMappingActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleMcaFormMappingActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ToggleMcaFormMappingActiveMutation, ToggleMcaFormMappingActiveMutationVariables>;
export const PrepareMcaWorkflowRedirectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrepareMcaWorkflowRedirect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workflowId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareMcaWorkflowRedirect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workflowId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workflowId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PrepareMcaWorkflowRedirectMutation, PrepareMcaWorkflowRedirectMutationVariables>;
export const ComplianceWorkflowHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ComplianceWorkflowHealthQuery, ComplianceWorkflowHealthQueryVariables>;
export const ComplianceHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ComplianceHealthQuery, ComplianceHealthQueryVariables>;
export const CompliancePlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompliancePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"workflows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CompliancePlansQuery, CompliancePlansQueryVariables>;
export const ComplianceSignUpTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceSignUpTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ComplianceSignUpTenantMutation, ComplianceSignUpTenantMutationVariables>;
export const ComplianceCreateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"pan"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateTenantMutation, ComplianceCreateTenantMutationVariables>;
export const ComplianceListTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenantSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"pan"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListTenantsQuery, ComplianceListTenantsQueryVariables>;
export const ComplianceUserContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceUserContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]}}]} as unknown as DocumentNode<ComplianceUserContextQuery, ComplianceUserContextQueryVariables>;
export const ComplianceListWorkflowTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListWorkflowTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplateSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListWorkflowTemplatesQuery, ComplianceListWorkflowTemplatesQueryVariables>;
export const ComplianceCreateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateWorkflowTemplateMutation, ComplianceCreateWorkflowTemplateMutationVariables>;
export const ComplianceWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowTemplateQuery, ComplianceWorkflowTemplateQueryVariables>;
export const ComplianceUpdateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateWorkflowTemplateMutation, ComplianceUpdateWorkflowTemplateMutationVariables>;
export const ComplianceListWorkflowInstancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListWorkflowInstances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstanceSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowInstances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListWorkflowInstancesQuery, ComplianceListWorkflowInstancesQueryVariables>;
export const ComplianceCreateWorkflowInstanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateWorkflowInstance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkflowInstanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateWorkflowInstanceMutation, ComplianceCreateWorkflowInstanceMutationVariables>;
export const ComplianceWorkflowInstanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowInstance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowInstanceQuery, ComplianceWorkflowInstanceQueryVariables>;
export const ComplianceUpdateWorkflowTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateWorkflowTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateWorkflowTaskMutation, ComplianceUpdateWorkflowTaskMutationVariables>;
export const ComplianceGenerateWorkflowCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceGenerateWorkflowCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateWorkflowCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<ComplianceGenerateWorkflowCertificateMutation, ComplianceGenerateWorkflowCertificateMutationVariables>;
export const FactoryListArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListArticlesQuery, FactoryListArticlesQueryVariables>;
export const FactoryArticleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryArticleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FactoryArticleOptionsQuery, FactoryArticleOptionsQueryVariables>;
export const FactoryCreateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateArticleMutation, FactoryCreateArticleMutationVariables>;
export const FactoryArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryArticleQuery, FactoryArticleQueryVariables>;
export const FactoryUpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateArticleMutation, FactoryUpdateArticleMutationVariables>;
export const FactoryDeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteArticleMutation, FactoryDeleteArticleMutationVariables>;
export const FactoryAuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryAuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryAuditLogsQuery, FactoryAuditLogsQueryVariables>;
export const FactoryRecordAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRecordAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFactoryAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryRecordAuditLogMutation, FactoryRecordAuditLogMutationVariables>;
export const FactoryLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"panel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLoginPanel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"panel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"panel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryLoginMutation, FactoryLoginMutationVariables>;
export const FactoryRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRefresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryRefresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryRefreshMutation, FactoryRefreshMutationVariables>;
export const FactoryLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLogout"}}]}}]} as unknown as DocumentNode<FactoryLogoutMutation, FactoryLogoutMutationVariables>;
export const FactorySignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactorySignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryRole"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factorySignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactorySignupMutation, FactorySignupMutationVariables>;
export const FactoryForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryForgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<FactoryForgotPasswordMutation, FactoryForgotPasswordMutationVariables>;
export const FactoryResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryResetPasswordMutation, FactoryResetPasswordMutationVariables>;
export const FactoryCorsOriginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryCorsOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryCorsOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryCorsOriginsQuery, FactoryCorsOriginsQueryVariables>;
export const FactoryAddCorsOriginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryAddCorsOrigin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFactoryCorsOrigin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"origin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryAddCorsOriginMutation, FactoryAddCorsOriginMutationVariables>;
export const FactoryRemoveCorsOriginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRemoveCorsOrigin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFactoryCorsOrigin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"origin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryRemoveCorsOriginMutation, FactoryRemoveCorsOriginMutationVariables>;
export const FactoryListJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJobFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryListJobsQuery, FactoryListJobsQueryVariables>;
export const FactoryCreateJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateJobMutation, FactoryCreateJobMutationVariables>;
export const FactoryGetJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryGetJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryGetJobQuery, FactoryGetJobQueryVariables>;
export const FactoryCancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryCancelJobMutation, FactoryCancelJobMutationVariables>;
export const FactoryMoveJobStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryMoveJobStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveFactoryJobStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFactoryJobStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credited"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryMoveJobStepMutation, FactoryMoveJobStepMutationVariables>;
export const FactoryDeleteJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<FactoryDeleteJobMutation, FactoryDeleteJobMutationVariables>;
export const FactoryWorkerLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorkerLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLedgerEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryWorkerLedgerQuery, FactoryWorkerLedgerQueryVariables>;
export const FactoryWorkerLedgerSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorkerLedgerSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLedgerSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<FactoryWorkerLedgerSummaryQuery, FactoryWorkerLedgerSummaryQueryVariables>;
export const FactoryLedgerAdjustmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLedgerAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryLedgerAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryLedgerAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryLedgerAdjustmentMutation, FactoryLedgerAdjustmentMutationVariables>;
export const FactoryMasterDataValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryMasterDataValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryMasterDataValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryMasterDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryMasterDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryMasterDataValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryMasterDataValuesQuery, FactoryMasterDataValuesQueryVariables>;
export const FactoryUpsertMasterDataValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpsertMasterDataValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertFactoryMasterDataValuesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertFactoryMasterDataValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryMasterDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryMasterDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryMasterDataValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpsertMasterDataValuesMutation, FactoryUpsertMasterDataValuesMutationVariables>;
export const FactoryListPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListPlansQuery, FactoryListPlansQueryVariables>;
export const FactoryPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryPlanQuery, FactoryPlanQueryVariables>;
export const FactoryCreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreatePlanMutation, FactoryCreatePlanMutationVariables>;
export const FactoryUpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdatePlanMutation, FactoryUpdatePlanMutationVariables>;
export const FactoryDeletePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeletePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeletePlanMutation, FactoryDeletePlanMutationVariables>;
export const FactoryTaskReportByGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTaskReportByGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTaskReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTaskReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryProductionReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryProductionReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryProductionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FactoryTaskReportByGroupQuery, FactoryTaskReportByGroupQueryVariables>;
export const FactoryReportByArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryReportByArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryReportGrouping"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticleReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryProductionReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryProductionReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryProductionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FactoryReportByArticleQuery, FactoryReportByArticleQueryVariables>;
export const FactoryUpsertTenantConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpsertTenantConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertFactoryTenantConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertFactoryTenantConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantConfigFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"jobSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customLedgerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPageSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpsertTenantConfigMutation, FactoryUpsertTenantConfigMutationVariables>;
export const FactoryTenantConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenantConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenantConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"jobSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customLedgerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPageSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantConfigQuery, FactoryTenantConfigQueryVariables>;
export const FactoryTenantStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenantStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenantStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDomainStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<FactoryTenantStatsQuery, FactoryTenantStatsQueryVariables>;
export const FactoryListTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListTenantsQuery, FactoryListTenantsQueryVariables>;
export const FactoryCreateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantProvisioning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provisioningResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"hosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<FactoryCreateTenantMutation, FactoryCreateTenantMutationVariables>;
export const FactoryTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantQuery, FactoryTenantQueryVariables>;
export const FactoryUpdateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateTenantMutation, FactoryUpdateTenantMutationVariables>;
export const FactorySetTenantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactorySetTenantStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFactoryTenantStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactorySetTenantStatusMutation, FactorySetTenantStatusMutationVariables>;
export const FactoryRetryTenantDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRetryTenantDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFactoryTenantDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantProvisioning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provisioningResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"hosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<FactoryRetryTenantDomainMutation, FactoryRetryTenantDomainMutationVariables>;
export const FactoryDeleteTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteTenantMutation, FactoryDeleteTenantMutationVariables>;
export const FactoryListTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListTransactionsQuery, FactoryListTransactionsQueryVariables>;
export const FactoryCreateTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateTransactionMutation, FactoryCreateTransactionMutationVariables>;
export const FactoryMakePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryMakePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MakeFactoryPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeFactoryPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryMakePaymentMutation, FactoryMakePaymentMutationVariables>;
export const FactoryGetTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryGetTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryGetTransactionQuery, FactoryGetTransactionQueryVariables>;
export const FactoryUpdateTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateTransactionMutation, FactoryUpdateTransactionMutationVariables>;
export const FactoryDeleteTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<FactoryDeleteTransactionMutation, FactoryDeleteTransactionMutationVariables>;
export const FactoryListWorkersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListWorkers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skill"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryWorkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skill"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skill"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListWorkersQuery, FactoryListWorkersQueryVariables>;
export const FactoryInitDefaultWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryInitDefaultWorker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initFactoryDefaultWorker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryInitDefaultWorkerMutation, FactoryInitDefaultWorkerMutationVariables>;
export const FactoryCreateWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryWorkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateWorkerMutation, FactoryCreateWorkerMutationVariables>;
export const FactoryWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryWorkerQuery, FactoryWorkerQueryVariables>;
export const FactoryUpdateWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryWorkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateWorkerMutation, FactoryUpdateWorkerMutationVariables>;
export const FactoryDeleteWorkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteWorkerMutation, FactoryDeleteWorkerMutationVariables>;
export const TrainingListAuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListAuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TrainingListAuditLogsQuery, TrainingListAuditLogsQueryVariables>;
export const TrainingRecordAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRecordAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTrainingAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TrainingRecordAuditLogMutation, TrainingRecordAuditLogMutationVariables>;
export const TrainingListCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListCoursesQuery, TrainingListCoursesQueryVariables>;
export const TrainingCreateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateCourseMutation, TrainingCreateCourseMutationVariables>;
export const TrainingBulkUpdateCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingBulkUpdateCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseBulkUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"updates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<TrainingBulkUpdateCoursesMutation, TrainingBulkUpdateCoursesMutationVariables>;
export const TrainingGetCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingGetCourseQuery, TrainingGetCourseQueryVariables>;
export const TrainingUpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateCourseMutation, TrainingUpdateCourseMutationVariables>;
export const TrainingDeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingDeleteCourseMutation, TrainingDeleteCourseMutationVariables>;
export const TrainingSubmitEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingSubmitEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingSubmitEnquiryMutation, TrainingSubmitEnquiryMutationVariables>;
export const TrainingListEnquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListEnquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquirySort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListEnquiriesQuery, TrainingListEnquiriesQueryVariables>;
export const TrainingUpdateEnquiryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateEnquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateEnquiryStatusMutation, TrainingUpdateEnquiryStatusMutationVariables>;
export const TrainingListEnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListEnrollments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListEnrollmentsQuery, TrainingListEnrollmentsQueryVariables>;
export const TrainingCreateEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEnrollmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateEnrollmentMutation, TrainingCreateEnrollmentMutationVariables>;
export const TrainingUpdateEnrollmentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateEnrollmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrollmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateEnrollmentStatusMutation, TrainingUpdateEnrollmentStatusMutationVariables>;
export const TrainingResendCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailedAt"}}]}}]} as unknown as DocumentNode<TrainingResendCertificateMutation, TrainingResendCertificateMutationVariables>;
export const TrainingRegisterInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRegisterInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"course"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRegisterInterestMutation, TrainingRegisterInterestMutationVariables>;
export const TrainingCreateInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateInterestMutation, TrainingCreateInterestMutationVariables>;
export const TrainingListInterestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListInterests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListInterestsQuery, TrainingListInterestsQueryVariables>;
export const TrainingBrochureDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingBrochureDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brochureDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingBrochureDownloadQuery, TrainingBrochureDownloadQueryVariables>;
export const TrainingUpdateInterestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateInterestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateInterestStatusMutation, TrainingUpdateInterestStatusMutationVariables>;
export const TrainingDeleteInterestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteInterests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<TrainingDeleteInterestsMutation, TrainingDeleteInterestsMutationVariables>;
export const TrainingResendBrochureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendBrochure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBrochure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerated"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TrainingResendBrochureMutation, TrainingResendBrochureMutationVariables>;
export const TrainingEraseInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingEraseInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEraseInterestMutation, TrainingEraseInterestMutationVariables>;
export const TrainingGetMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCourses"}},{"kind":"Field","name":{"kind":"Name","value":"publishedCourses"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterests"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnrollments"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"recentInterests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingGetMetricsQuery, TrainingGetMetricsQueryVariables>;
export const TrainingGetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"brochureExpiryDays"}}]}}]} as unknown as DocumentNode<TrainingGetSettingsQuery, TrainingGetSettingsQueryVariables>;
export const TrainingUpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTrainingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrainingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"brochureExpiryDays"}}]}}]} as unknown as DocumentNode<TrainingUpdateSettingsMutation, TrainingUpdateSettingsMutationVariables>;
export const TrainingTaxonomiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingTaxonomies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonomies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryModes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TrainingTaxonomiesQuery, TrainingTaxonomiesQueryVariables>;
export const TrainingCreateTaxonomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingCreateTaxonomyMutation, TrainingCreateTaxonomyMutationVariables>;
export const TrainingUpdateTaxonomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingUpdateTaxonomyMutation, TrainingUpdateTaxonomyMutationVariables>;
export const TrainingDeleteTaxonomyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingDeleteTaxonomyMutation, TrainingDeleteTaxonomyMutationVariables>;
export const TrainingCreateTaxonomyOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingCreateTaxonomyOfTypeMutation, TrainingCreateTaxonomyOfTypeMutationVariables>;
export const TrainingUpdateTaxonomyOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingUpdateTaxonomyOfTypeMutation, TrainingUpdateTaxonomyOfTypeMutationVariables>;
export const TrainingDeleteTaxonomyOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingDeleteTaxonomyOfTypeMutation, TrainingDeleteTaxonomyOfTypeMutationVariables>;
export const TrainingRequestTrainingPlanFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRequestTrainingPlanForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTrainingPlanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTrainingPlanForm"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRequestTrainingPlanFormMutation, TrainingRequestTrainingPlanFormMutationVariables>;
export const TrainingCreateTrainingPlanRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTrainingPlanRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTrainingPlanRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrainingPlanRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateTrainingPlanRequestMutation, TrainingCreateTrainingPlanRequestMutationVariables>;
export const TrainingRequestTrainingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRequestTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTrainingPlanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTrainingPlanForm"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRequestTrainingPlanMutation, TrainingRequestTrainingPlanMutationVariables>;
export const TrainingListTrainingPlanRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListTrainingPlanRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequestSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListTrainingPlanRequestsQuery, TrainingListTrainingPlanRequestsQueryVariables>;
export const TrainingPlanDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingPlanDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingPlanDownloadQuery, TrainingPlanDownloadQueryVariables>;
export const TrainingDeleteTrainingPlanRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTrainingPlanRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrainingPlanRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<TrainingDeleteTrainingPlanRequestsMutation, TrainingDeleteTrainingPlanRequestsMutationVariables>;
export const TrainingResendTrainingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerated"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TrainingResendTrainingPlanMutation, TrainingResendTrainingPlanMutationVariables>;
export const TrainingEraseTrainingPlanRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingEraseTrainingPlanRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseTrainingPlanRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEraseTrainingPlanRequestMutation, TrainingEraseTrainingPlanRequestMutationVariables>;
export const TrainingUploadTrainingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUploadTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<TrainingUploadTrainingPlanMutation, TrainingUploadTrainingPlanMutationVariables>;
export const TrainingPlanFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingPlanFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<TrainingPlanFileQuery, TrainingPlanFileQueryVariables>;
export const TrainingSignedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingSignedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedTrainingFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<TrainingSignedFileQuery, TrainingSignedFileQueryVariables>;
export const TrainingUploadCourseBrochureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUploadCourseBrochure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCourseBrochure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"shortCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUploadCourseBrochureMutation, TrainingUploadCourseBrochureMutationVariables>;
export const TrainingVerifyCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingVerifyCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificateNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"certificateNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificateNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}}]}}]}}]} as unknown as DocumentNode<TrainingVerifyCertificateQuery, TrainingVerifyCertificateQueryVariables>;
export const TrainingVerifyCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingVerifyCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credentialId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}}},{"kind":"Argument","name":{"kind":"Name","value":"challengeToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}}]}}]}}]} as unknown as DocumentNode<TrainingVerifyCredentialQuery, TrainingVerifyCredentialQueryVariables>;
export const TrainingCertificatePdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingCertificatePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificatePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credentialId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingCertificatePdfQuery, TrainingCertificatePdfQueryVariables>;