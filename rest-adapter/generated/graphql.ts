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
export const ComplianceAuditOfEntityDocument = {"__meta__":{"hash":"sha256:73433cfa4ada0d84ab0eebe3f572dcbbaf07d2df71a1402cc2eaa09e15467a0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditOfEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditOfEntityQuery, ComplianceAuditOfEntityQueryVariables>;
export const ComplianceAuditOfDocumentDocument = {"__meta__":{"hash":"sha256:62ef54817f3c1a9731a2899acc3c332e13f2b5b35f91e531ff216111e55b0cc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditOfDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditOfDocumentQuery, ComplianceAuditOfDocumentQueryVariables>;
export const ComplianceAuditQueryDocument = {"__meta__":{"hash":"sha256:00ac1bc1704a1f83a450f44ef4185a047e8de41addaa2bb9bcef19ccf0e2fa25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAuditQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAuditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAuditSliceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAuditSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAuditEventSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]} as unknown as DocumentNode<ComplianceAuditQueryQuery, ComplianceAuditQueryQueryVariables>;
export const ComplianceListDocumentTemplatesDocument = {"__meta__":{"hash":"sha256:0f53f53ac38498b25d96e530c2661682f124589fddc6e64ed25a3426519ad660"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListDocumentTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListDocumentTemplatesQuery, ComplianceListDocumentTemplatesQueryVariables>;
export const ComplianceGetDocumentTemplateDocument = {"__meta__":{"hash":"sha256:16fc90171484d5fb9124ce8d817cbace0fe657e07417b61b03cf1699c19e185d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceGetDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceGetDocumentTemplateQuery, ComplianceGetDocumentTemplateQueryVariables>;
export const ComplianceCreateDocumentTemplateDocument = {"__meta__":{"hash":"sha256:fb2205b83ac1ebe1a400e2d5c751cbfb3a8768ae96ecac1a15528e6b99640a80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceCreateDocumentTemplateMutation, ComplianceCreateDocumentTemplateMutationVariables>;
export const ComplianceUpdateDocumentTemplateDocument = {"__meta__":{"hash":"sha256:6cb7bdf957e800c5fff8470a98b346b9aaac80cea59709a085af0142c3ef1ee0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplateMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filingForm"}},{"kind":"Field","name":{"kind":"Name","value":"filingDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"signatories"}},{"kind":"Field","name":{"kind":"Name","value":"postSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"stampDenomination"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentTemplateMetadataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]} as unknown as DocumentNode<ComplianceUpdateDocumentTemplateMutation, ComplianceUpdateDocumentTemplateMutationVariables>;
export const ComplianceGenerateDocumentDocument = {"__meta__":{"hash":"sha256:521c398b26af1e4d1670961c25e9a3108022dfe3d92f089b0f1b217123ad2e99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceGenerateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"renderedHtml"}}]}}]}}]} as unknown as DocumentNode<ComplianceGenerateDocumentMutation, ComplianceGenerateDocumentMutationVariables>;
export const ComplianceUploadDocumentDocument = {"__meta__":{"hash":"sha256:f3b564026a4773bbc5746908305f30b942c52009d465ad663d97411ed6de3ae2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triggerExtraction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerExtraction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triggerExtraction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extractionJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ComplianceUploadDocumentMutation, ComplianceUploadDocumentMutationVariables>;
export const ComplianceProcessDocumentDocument = {"__meta__":{"hash":"sha256:7bc87dc64b3df6b211c15324b586237c571c9964ed227196314271ab662c944f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceProcessDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"extractedFields"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"fieldConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"verificationFlags"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"extractor"}}]}}]}}]} as unknown as DocumentNode<ComplianceProcessDocumentMutation, ComplianceProcessDocumentMutationVariables>;
export const ComplianceSaveVerifiedDataDocument = {"__meta__":{"hash":"sha256:0ca35177fc8d40d6061ce5fde002310e4aafe2bed3a9e14d7e0b248dd7a55f6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceSaveVerifiedData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveVerifiedDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVerifiedData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<ComplianceSaveVerifiedDataMutation, ComplianceSaveVerifiedDataMutationVariables>;
export const ComplianceVaultDocumentsDocument = {"__meta__":{"hash":"sha256:8e1d27d2b05200d51ecab320f0217fb330b88210c6c9088489db577339a15899"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceVaultDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocumentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocumentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceVaultDocumentsQuery, ComplianceVaultDocumentsQueryVariables>;
export const ComplianceUploadVaultDocumentDocument = {"__meta__":{"hash":"sha256:3a1c1979334800f0bab8701d184740ae6899ef00e7cc1c2cabf849fe4de912ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUploadVaultDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVaultDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceUploadVaultDocumentMutation, ComplianceUploadVaultDocumentMutationVariables>;
export const ComplianceVaultDocumentDocument = {"__meta__":{"hash":"sha256:540ff8cfa38c1b026b791cc69730ead71b606481ff361ecaf9717ed377857c65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceVaultDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceVaultDocumentQuery, ComplianceVaultDocumentQueryVariables>;
export const ComplianceSignedFileDocument = {"__meta__":{"hash":"sha256:6f06600739944844601c2c12d3f3660fb65f8bdc9637a6f40e5aa35b2f4797c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceSignedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedComplianceFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<ComplianceSignedFileQuery, ComplianceSignedFileQueryVariables>;
export const ComplianceDocumentDocument = {"__meta__":{"hash":"sha256:41afa51908b8f6b0b19b5b4896feeb0cc2456d617eac9884e775882b1c73b9bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceDocumentQuery, ComplianceDocumentQueryVariables>;
export const ComplianceEntityDocumentsDocument = {"__meta__":{"hash":"sha256:1bbc0948b8369e23c428c02588b347670b280e9747c9f5fdb322467c0e820110"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceEntityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]} as unknown as DocumentNode<ComplianceEntityDocumentsQuery, ComplianceEntityDocumentsQueryVariables>;
export const ComplianceExtractionJobDocument = {"__meta__":{"hash":"sha256:3dcf91a3933bf0a022955834f76c6bba74d21bbc52bc95e07c910e453b6a734d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceExtractionJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extractionJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceExtractionJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceExtractionJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtractionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"extractor"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"extractedData"}},{"kind":"Field","name":{"kind":"Name","value":"fieldConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"verificationFlags"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}}]}}]} as unknown as DocumentNode<ComplianceExtractionJobQuery, ComplianceExtractionJobQueryVariables>;
export const ComplianceListEntitiesDocument = {"__meta__":{"hash":"sha256:b91d4b47080af61e97d2bc67d21e23c7b129f6c39104801361eb6364654b2ca1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntitySort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListEntitiesQuery, ComplianceListEntitiesQueryVariables>;
export const ComplianceCreateEntityDocument = {"__meta__":{"hash":"sha256:c198a0eb7fe5b861865436b86943d42de059f096754c035424b90f247ad0512d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBusinessEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBusinessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateEntityMutation, ComplianceCreateEntityMutationVariables>;
export const ComplianceEntityDocument = {"__meta__":{"hash":"sha256:dff1002ce75b847cd681a390ebab020fea69062f267463c6034e95b359c974a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceEntityQuery, ComplianceEntityQueryVariables>;
export const ComplianceUpdateEntityProfileDocument = {"__meta__":{"hash":"sha256:1b787f5ede12a3c662c399cd234de9616713000f8f807b443ef00cbeace431e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateEntityProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEntityProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceEntityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceEntityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEntity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateEntityProfileMutation, ComplianceUpdateEntityProfileMutationVariables>;
export const SubmitErpMetricDocument = {"__meta__":{"hash":"sha256:53169b66ee202bff01d55cb64aa9bf777b1c0d3f7815766f998a70ce195ae15c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitErpMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitErpMetricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitErpMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"metricType"}}]}}]}}]} as unknown as DocumentNode<SubmitErpMetricMutation, SubmitErpMetricMutationVariables>;
export const McaFormMappingsDocument = {"__meta__":{"hash":"sha256:15be9de652e7e240c185bff3d9136bd674299f277898db19d0aad13cad454478"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McaFormMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMappingSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcaFormMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<McaFormMappingsQuery, McaFormMappingsQueryVariables>;
export const McaFormMappingDocument = {"__meta__":{"hash":"sha256:1d5890ec86b31b6d9c25403d90624475c49179f3153edb6556899b46726525d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<McaFormMappingQuery, McaFormMappingQueryVariables>;
export const CreateMcaFormMappingDocument = {"__meta__":{"hash":"sha256:7c7275793437d3ff4c7ea1d43dfa351d77af11f69cafea3edb330a2b3b9c91ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMcaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMcaFormMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateMcaFormMappingMutation, CreateMcaFormMappingMutationVariables>;
export const UpdateMcaFormMappingDocument = {"__meta__":{"hash":"sha256:4cf4315b9001d9e8ad4763f012267be6a226b8f42ebbb3616e7842d55ea38b8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMcaFormMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMcaFormMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMcaFormMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMcaFormMappingMutation, UpdateMcaFormMappingMutationVariables>;
export const ToggleMcaFormMappingActiveDocument = {"__meta__":{"hash":"sha256:437ecf20e1435833bb277b81c92a0a02418803c7ef9f57cc421ec37ad4528abc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleMcaFormMappingActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleMcaFormMappingActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McaFormMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McaFormMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"McaFormMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fieldMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePath"}},{"kind":"Field","name":{"kind":"Name","value":"selectors"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"transform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ToggleMcaFormMappingActiveMutation, ToggleMcaFormMappingActiveMutationVariables>;
export const PrepareMcaWorkflowRedirectDocument = {"__meta__":{"hash":"sha256:35d6522524c7dbb1bead5ac7ddc9ffa8fa5e848673af286428ca2c3fcdb6c96b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrepareMcaWorkflowRedirect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workflowId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareMcaWorkflowRedirect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workflowId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workflowId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"mcaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contextId"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PrepareMcaWorkflowRedirectMutation, PrepareMcaWorkflowRedirectMutationVariables>;
export const ComplianceWorkflowHealthDocument = {"__meta__":{"hash":"sha256:2a6a42745336e7b33b3c3b5823ff585d9edf0c430196885867c2b012025fe1a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ComplianceWorkflowHealthQuery, ComplianceWorkflowHealthQueryVariables>;
export const ComplianceHealthDocument = {"__meta__":{"hash":"sha256:1e78da6429b52408b7ec6a32b2118047551833588ea8e37d238633d186444101"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ComplianceHealthQuery, ComplianceHealthQueryVariables>;
export const CompliancePlansDocument = {"__meta__":{"hash":"sha256:5b1377c5edf7351af3a0be952ac048681694e4ebe2e6f8097b2c14ca5c91324d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompliancePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"workflows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CompliancePlansQuery, CompliancePlansQueryVariables>;
export const ComplianceSignUpTenantDocument = {"__meta__":{"hash":"sha256:a168b4a161eca15e88cd4ce93f2ba47d9a5e172c9e08321f24062da50c0f8c62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceSignUpTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ComplianceSignUpTenantMutation, ComplianceSignUpTenantMutationVariables>;
export const ComplianceCreateTenantDocument = {"__meta__":{"hash":"sha256:ea3cef55f0b6fdbfd2fbd7d19f48ea8c3099a1e14a3f1d3da129cf9003eadf6f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"pan"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateTenantMutation, ComplianceCreateTenantMutationVariables>;
export const ComplianceListTenantsDocument = {"__meta__":{"hash":"sha256:198858483bd7d9dcf4641ba9322044b670dc247635b0fbe263114d326bce1b6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenantSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"pan"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListTenantsQuery, ComplianceListTenantsQueryVariables>;
export const ComplianceUserContextDocument = {"__meta__":{"hash":"sha256:88bf357f43a4ee077e5d132f98317ecad593283d817632f3a7f2344dc13e81c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceUserContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]}}]} as unknown as DocumentNode<ComplianceUserContextQuery, ComplianceUserContextQueryVariables>;
export const ComplianceListWorkflowTemplatesDocument = {"__meta__":{"hash":"sha256:d1f447d75c591f9bfe9db879d6de4ed4d07fdd189207a4708616efd5e80beb40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListWorkflowTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplateSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListWorkflowTemplatesQuery, ComplianceListWorkflowTemplatesQueryVariables>;
export const ComplianceCreateWorkflowTemplateDocument = {"__meta__":{"hash":"sha256:339ccdb90cba82c8ae330bc15f09842ddb957b6649cf1f683c22c4d2e13f145a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateWorkflowTemplateMutation, ComplianceCreateWorkflowTemplateMutationVariables>;
export const ComplianceWorkflowTemplateDocument = {"__meta__":{"hash":"sha256:8cde3004423483a55c5f93ad1271bbdfc1726ff999214a8638c16ba884398fd1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowTemplateQuery, ComplianceWorkflowTemplateQueryVariables>;
export const ComplianceUpdateWorkflowTemplateDocument = {"__meta__":{"hash":"sha256:fed47935999da04dac864268e39e9dabfa3429e26ec57f48529938a16e0992d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateWorkflowTemplateMutation, ComplianceUpdateWorkflowTemplateMutationVariables>;
export const ComplianceListWorkflowInstancesDocument = {"__meta__":{"hash":"sha256:9deb3b56278564b0f0def06151b2b2ce7de100cf15418512d784b2ca9c9307f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceListWorkflowInstances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstanceSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowInstances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceListWorkflowInstancesQuery, ComplianceListWorkflowInstancesQueryVariables>;
export const ComplianceCreateWorkflowInstanceDocument = {"__meta__":{"hash":"sha256:5ba0dec2497d0445c2552cbd2ed90d47812510469f1d289c99c6ec85eaaa3bf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceCreateWorkflowInstance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkflowInstanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceCreateWorkflowInstanceMutation, ComplianceCreateWorkflowInstanceMutationVariables>;
export const ComplianceWorkflowInstanceDocument = {"__meta__":{"hash":"sha256:b1300a775738ec26ce4f5109a798d2ede5643745fe5fbaad38004b3615412b57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceWorkflowInstance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"profileData"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"workflowName"}},{"kind":"Field","name":{"kind":"Name","value":"legalReference"}},{"kind":"Field","name":{"kind":"Name","value":"applicabilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timelineLogic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationRules"}},{"kind":"Field","name":{"kind":"Name","value":"advisoryPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"completionCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMandatoryTasksCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"filingConfirmation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceWorkflowInstanceQuery, ComplianceWorkflowInstanceQueryVariables>;
export const ComplianceUpdateWorkflowTaskDocument = {"__meta__":{"hash":"sha256:54600a9ba77ac8f6830bf0435054aef21616046f2e8252558aca46b4c69265f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceUpdateWorkflowTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceWorkflowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mandatory"}},{"kind":"Field","name":{"kind":"Name","value":"advisory"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComplianceUpdateWorkflowTaskMutation, ComplianceUpdateWorkflowTaskMutationVariables>;
export const ComplianceGenerateWorkflowCertificateDocument = {"__meta__":{"hash":"sha256:903ca724a04044091ad95954a2c369e36bd84a3b949476ad7afd5647733acd00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComplianceGenerateWorkflowCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateWorkflowCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instanceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<ComplianceGenerateWorkflowCertificateMutation, ComplianceGenerateWorkflowCertificateMutationVariables>;
export const FactoryListArticlesDocument = {"__meta__":{"hash":"sha256:86354551e7df06763f3648598ed1358fa6c5303ca67607722bd5dabfc739fc03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListArticlesQuery, FactoryListArticlesQueryVariables>;
export const FactoryArticleOptionsDocument = {"__meta__":{"hash":"sha256:0debd5b0b612f00e9172e264ce3a8d0be6508f969ed5c71e512b37135550b7bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryArticleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FactoryArticleOptionsQuery, FactoryArticleOptionsQueryVariables>;
export const FactoryCreateArticleDocument = {"__meta__":{"hash":"sha256:7f6fa7b4ead80863f86f41c400ea380575047a5d99883b5df9b2de74ac16dd8c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateArticleMutation, FactoryCreateArticleMutationVariables>;
export const FactoryArticleDocument = {"__meta__":{"hash":"sha256:ecb28318e8124830949408f6d12ecc4ddef85c52f54d04e1b767adefa95c7fce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryArticleQuery, FactoryArticleQueryVariables>;
export const FactoryUpdateArticleDocument = {"__meta__":{"hash":"sha256:e63afe198ad78df5028fc5f3253dd1bcae40e4e8be21462149ec903827ac29e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"stepRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateArticleMutation, FactoryUpdateArticleMutationVariables>;
export const FactoryDeleteArticleDocument = {"__meta__":{"hash":"sha256:86acdac45b002f65e7c885cfed35d9a8420c7efa1a70e30d8c0ee60f1dc83903"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteArticleMutation, FactoryDeleteArticleMutationVariables>;
export const FactoryAuditLogsDocument = {"__meta__":{"hash":"sha256:01541270a0d1349b22747492bdb2580dfd1a4f276b7b88cb6244c0e3c06a3147"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryAuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryAuditLogsQuery, FactoryAuditLogsQueryVariables>;
export const FactoryRecordAuditLogDocument = {"__meta__":{"hash":"sha256:941681728f2d3b8231c84413d6d9a02cf356f65c5356a14d7188c31cdc21b7e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRecordAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFactoryAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryRecordAuditLogMutation, FactoryRecordAuditLogMutationVariables>;
export const FactoryLoginDocument = {"__meta__":{"hash":"sha256:a5a3767c1d8c1ee1e07a991f3f9f519f7f7266594844b6fc14f2f5719ae71106"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"panel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLoginPanel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"panel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"panel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryLoginMutation, FactoryLoginMutationVariables>;
export const FactoryRefreshDocument = {"__meta__":{"hash":"sha256:e4f18aee385f9df51677e273f17acaeb129069fb33306008a53862f692bccd2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRefresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryRefresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryRefreshMutation, FactoryRefreshMutationVariables>;
export const FactoryLogoutDocument = {"__meta__":{"hash":"sha256:39a650bbd4708d695845045e1d03ab6203991f3acd16cd6d9bce090791effe53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLogout"}}]}}]} as unknown as DocumentNode<FactoryLogoutMutation, FactoryLogoutMutationVariables>;
export const FactorySignupDocument = {"__meta__":{"hash":"sha256:a3b55355a05558b4ddf938d58db5c4ad4c6eabb7a27fd9d2ba6ef219bd4e9988"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactorySignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryRole"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factorySignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactorySignupMutation, FactorySignupMutationVariables>;
export const FactoryForgotPasswordDocument = {"__meta__":{"hash":"sha256:fc8541af5a46767efa68601b711e10b5e3acb2c249f2496a8bd1eb51bc2c4c77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryForgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<FactoryForgotPasswordMutation, FactoryForgotPasswordMutationVariables>;
export const FactoryResetPasswordDocument = {"__meta__":{"hash":"sha256:af660ef6dc1dabbfe99bd54bcd5fae29f2477d2e11e827f691be7f1573c450c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactorySessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactorySessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactorySession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<FactoryResetPasswordMutation, FactoryResetPasswordMutationVariables>;
export const FactoryCorsOriginsDocument = {"__meta__":{"hash":"sha256:be4033e0aa6dd1d941acd491eeaaa518cb52f3a2bcfb723270ab7d0c475bc02c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryCorsOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryCorsOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryCorsOriginsQuery, FactoryCorsOriginsQueryVariables>;
export const FactoryAddCorsOriginDocument = {"__meta__":{"hash":"sha256:dca6987f29747c1d89c3577510579b689eea19405396ac280a04ccbc682ac25b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryAddCorsOrigin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFactoryCorsOrigin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"origin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryAddCorsOriginMutation, FactoryAddCorsOriginMutationVariables>;
export const FactoryRemoveCorsOriginDocument = {"__meta__":{"hash":"sha256:8ff3ac5d737d14964faf6117043fc42e63d0ecd7f62ed07115e90b9aa8df931c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRemoveCorsOrigin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"origin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFactoryCorsOrigin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"origin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"origin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryCorsOriginFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryCorsOriginFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryCorsOrigin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryRemoveCorsOriginMutation, FactoryRemoveCorsOriginMutationVariables>;
export const FactoryListJobsDocument = {"__meta__":{"hash":"sha256:642e114e1c6ce78c57f1ef889252e096196af325b8f8a5f37a35ad26456f3674"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJobFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryListJobsQuery, FactoryListJobsQueryVariables>;
export const FactoryCreateJobDocument = {"__meta__":{"hash":"sha256:84404a96e3bc40b12187f49dbcbc5772c1a69cbfb12fd92fd2dacce8d9fc4e94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateJobMutation, FactoryCreateJobMutationVariables>;
export const FactoryGetJobDocument = {"__meta__":{"hash":"sha256:c2154d36d58b847ac01199495e561c2dc528ca56a352dde3bf31880f7dbd5b75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryGetJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryGetJobQuery, FactoryGetJobQueryVariables>;
export const FactoryCancelJobDocument = {"__meta__":{"hash":"sha256:3d3e476459eb9582b2c1b88e6a5acba78e482b8b34b07585fce09c5e80743e38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryCancelJobMutation, FactoryCancelJobMutationVariables>;
export const FactoryMoveJobStepDocument = {"__meta__":{"hash":"sha256:bc9a980f4fbedd293bf304dd15f2563e0c849042d2fcd362f4513ff870ca958d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryMoveJobStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveFactoryJobStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFactoryJobStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credited"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNo"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<FactoryMoveJobStepMutation, FactoryMoveJobStepMutationVariables>;
export const FactoryDeleteJobDocument = {"__meta__":{"hash":"sha256:a892658fd7ff13d2ed02963b2aa5324bcd0c38314a81504b7df79d61e02dc9d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<FactoryDeleteJobMutation, FactoryDeleteJobMutationVariables>;
export const FactoryWorkerLedgerDocument = {"__meta__":{"hash":"sha256:28ebbf909057ceb7417295552237261bffc3eec09f22da51bee0651dad495ba8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorkerLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLedgerEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryWorkerLedgerQuery, FactoryWorkerLedgerQueryVariables>;
export const FactoryWorkerLedgerSummaryDocument = {"__meta__":{"hash":"sha256:700a52e80b4684577e80bf8bb0a1bdd5ccc098e0d98b195d83849b8259b7d1e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorkerLedgerSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryLedgerSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<FactoryWorkerLedgerSummaryQuery, FactoryWorkerLedgerSummaryQueryVariables>;
export const FactoryLedgerAdjustmentDocument = {"__meta__":{"hash":"sha256:10f2b4d01f308dc3f83141c9152efdccc76c76b2730b90ae997e8c12f0da7ff1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryLedgerAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryLedgerAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryLedgerAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryLedgerAdjustmentMutation, FactoryLedgerAdjustmentMutationVariables>;
export const FactoryMasterDataValuesDocument = {"__meta__":{"hash":"sha256:7a808ff230e87dd68708dcf6a0ee134ab727cb04169b298d41319135252cd108"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryMasterDataValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryMasterDataValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryMasterDataFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryMasterDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryMasterDataValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryMasterDataValuesQuery, FactoryMasterDataValuesQueryVariables>;
export const FactoryUpsertMasterDataValuesDocument = {"__meta__":{"hash":"sha256:f0bcef248bbe96478042dde65d2e666a54c2032c4ab150564522421b2933f855"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpsertMasterDataValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertFactoryMasterDataValuesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertFactoryMasterDataValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryMasterDataFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryMasterDataFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryMasterDataValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpsertMasterDataValuesMutation, FactoryUpsertMasterDataValuesMutationVariables>;
export const FactoryListPlansDocument = {"__meta__":{"hash":"sha256:ba87bbb84251cc9799a1edbd0de654d6583a0e0184e9cfca13a2b09c27f673a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListPlansQuery, FactoryListPlansQueryVariables>;
export const FactoryPlanDocument = {"__meta__":{"hash":"sha256:9f0a8829cf04b72860e34cbeccab29e9c02309d3cafdfdb74a74541fb7be59a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryPlanQuery, FactoryPlanQueryVariables>;
export const FactoryCreatePlanDocument = {"__meta__":{"hash":"sha256:483a6d0f4fd170bf2ff3ef2cd5997e4ed285d3293441c8361b2bd245d12ae97c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreatePlanMutation, FactoryCreatePlanMutationVariables>;
export const FactoryUpdatePlanDocument = {"__meta__":{"hash":"sha256:c87a94cdf36db19d07ad00cc8e84a2d1938bae490a7b3cdb64a4701937819fd8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}},{"kind":"Field","name":{"kind":"Name","value":"maxJobSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxArticleAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxRequests"}},{"kind":"Field","name":{"kind":"Name","value":"windowMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdatePlanMutation, FactoryUpdatePlanMutationVariables>;
export const FactoryDeletePlanDocument = {"__meta__":{"hash":"sha256:e9a5063186970cf31660461c0ef08a4286e46067e6da8f080e95f96eb4535628"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeletePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeletePlanMutation, FactoryDeletePlanMutationVariables>;
export const FactoryTaskReportByGroupDocument = {"__meta__":{"hash":"sha256:bf9a68f438340660dc844bf908df157e757393dcdbcc61a80b0515669e218722"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTaskReportByGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTaskReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTaskReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryProductionReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryProductionReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryProductionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FactoryTaskReportByGroupQuery, FactoryTaskReportByGroupQueryVariables>;
export const FactoryReportByArticleDocument = {"__meta__":{"hash":"sha256:b91b82918765a80a2280e8a79d553275a087836e0d50028d19a39cc98d409864"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryReportByArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryReportGrouping"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryArticleReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryProductionReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryProductionReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryProductionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FactoryReportByArticleQuery, FactoryReportByArticleQueryVariables>;
export const FactoryUpsertTenantConfigDocument = {"__meta__":{"hash":"sha256:ab9cb3b19d226070665b10eb9b4fd4aabf48dc68a180417a05e755370f7cc216"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpsertTenantConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertFactoryTenantConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertFactoryTenantConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantConfigFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"jobSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customLedgerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPageSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpsertTenantConfigMutation, FactoryUpsertTenantConfigMutationVariables>;
export const FactoryTenantConfigDocument = {"__meta__":{"hash":"sha256:4573045576a6cc3040295e1e4bd48666bf86560525b0bbf5554431fdb40a5424"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenantConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenantConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"jobSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customLedgerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultPageSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantConfigQuery, FactoryTenantConfigQueryVariables>;
export const FactoryTenantStatsDocument = {"__meta__":{"hash":"sha256:ad1acb86cef3c445e8814d28d6180223caf6da321b5d1a878284a6840d48cba7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenantStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenantStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDomainStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<FactoryTenantStatsQuery, FactoryTenantStatsQueryVariables>;
export const FactoryListTenantsDocument = {"__meta__":{"hash":"sha256:647be46473dcbfe61dde1fc6e4a80f3ad5946bcdfddedd1470b6586443fb1945"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListTenantsQuery, FactoryListTenantsQueryVariables>;
export const FactoryCreateTenantDocument = {"__meta__":{"hash":"sha256:e975bf9ebfff4e6309fa0df26b1f55d38fd7302f0cc44fc9ddc6d3bc812ef983"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantProvisioning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provisioningResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"hosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<FactoryCreateTenantMutation, FactoryCreateTenantMutationVariables>;
export const FactoryTenantDocument = {"__meta__":{"hash":"sha256:5821b6ca1758201f3ce8c703d3d05eeb0e362dbdc03df22f4524965405339fe9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryTenantQuery, FactoryTenantQueryVariables>;
export const FactoryUpdateTenantDocument = {"__meta__":{"hash":"sha256:abc6fd2b6b26db4dfbdd2ea3eeed8175965ec49712cdaedfcf75ff206b628459"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateTenantMutation, FactoryUpdateTenantMutationVariables>;
export const FactorySetTenantStatusDocument = {"__meta__":{"hash":"sha256:cc27947e1dd989b1cf95708fd23584403241b480da3cdad9615af4d722a73e31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactorySetTenantStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFactoryTenantStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactorySetTenantStatusMutation, FactorySetTenantStatusMutationVariables>;
export const FactoryRetryTenantDomainDocument = {"__meta__":{"hash":"sha256:6618f19e6d1e38a511b34c7847c4cad2d643bb0bcfa6d092d75eb9e1fe1a2bf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryRetryTenantDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFactoryTenantDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"domainStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxWorkers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTenantProvisioningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTenantProvisioning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provisioningResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subdomain"}},{"kind":"Field","name":{"kind":"Name","value":"hosting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<FactoryRetryTenantDomainMutation, FactoryRetryTenantDomainMutationVariables>;
export const FactoryDeleteTenantDocument = {"__meta__":{"hash":"sha256:62e904680116497742160394a91120f36a1371015756ae429ad4266870bd6d15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteTenantMutation, FactoryDeleteTenantMutationVariables>;
export const FactoryListTransactionsDocument = {"__meta__":{"hash":"sha256:633f5b6beec9bc96cf71f9d539ad6d141ec481bbee97dd76b35eceef71018ac7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListTransactionsQuery, FactoryListTransactionsQueryVariables>;
export const FactoryCreateTransactionDocument = {"__meta__":{"hash":"sha256:d03a149674d115ee7f0e8089d5fafae4cc6c56ba72b4dc49a19dbb68f25283e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateTransactionMutation, FactoryCreateTransactionMutationVariables>;
export const FactoryMakePaymentDocument = {"__meta__":{"hash":"sha256:366c91129fb190bb4ca5143ed9bf4ebbe9680b7af13fc07fb8728eed51c985e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryMakePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MakeFactoryPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeFactoryPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryLedgerEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"jobStepId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FactoryMakePaymentMutation, FactoryMakePaymentMutationVariables>;
export const FactoryGetTransactionDocument = {"__meta__":{"hash":"sha256:8c8d8ff4ee6bbf0cca0fb589e842d9d0b424486fce3e017f02b94b0a3865ca10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryGetTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryGetTransactionQuery, FactoryGetTransactionQueryVariables>;
export const FactoryUpdateTransactionDocument = {"__meta__":{"hash":"sha256:de09c044b5bcbc5d640c64bd612e559dae30be2e3102ae672b8788cc5c4ec05c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateTransactionMutation, FactoryUpdateTransactionMutationVariables>;
export const FactoryDeleteTransactionDocument = {"__meta__":{"hash":"sha256:1aa8505f0417c64bdebc4045ce387fddb069c9685cc8bf5df0ea392d86501700"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<FactoryDeleteTransactionMutation, FactoryDeleteTransactionMutationVariables>;
export const FactoryListWorkersDocument = {"__meta__":{"hash":"sha256:f71a24f444263ac8b01d6c71292bb78107dcded2f00892625f710e0f3b2be617"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryListWorkers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skill"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryWorkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skill"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skill"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryListWorkersQuery, FactoryListWorkersQueryVariables>;
export const FactoryInitDefaultWorkerDocument = {"__meta__":{"hash":"sha256:e3556fe1054963202d97e54654b4739fa4778cae587f826036a75dd7ebdc1b95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryInitDefaultWorker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initFactoryDefaultWorker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryInitDefaultWorkerMutation, FactoryInitDefaultWorkerMutationVariables>;
export const FactoryCreateWorkerDocument = {"__meta__":{"hash":"sha256:830143106df8bb920c5f330171589e8f4cc9a54218133345e0bc821e1ef0ba3b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryCreateWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFactoryWorkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryCreateWorkerMutation, FactoryCreateWorkerMutationVariables>;
export const FactoryWorkerDocument = {"__meta__":{"hash":"sha256:a241eb534ef3e248c17732f18d0a72c2e5687fb8d02c552f817f473baa25cdb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FactoryWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryWorkerQuery, FactoryWorkerQueryVariables>;
export const FactoryUpdateWorkerDocument = {"__meta__":{"hash":"sha256:ba627f11724253937c1f7ae2753643389b48ba725f575a92baf13cfdd6caa455"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryUpdateWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFactoryWorkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FactoryWorkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FactoryWorkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FactoryWorker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FactoryUpdateWorkerMutation, FactoryUpdateWorkerMutationVariables>;
export const FactoryDeleteWorkerDocument = {"__meta__":{"hash":"sha256:bedc8826c9983b15c97ed3903ec6448c1bc1d14d465a51ca67f3a31029c88d38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FactoryDeleteWorker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFactoryWorker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FactoryDeleteWorkerMutation, FactoryDeleteWorkerMutationVariables>;
export const TrainingListAuditLogsDocument = {"__meta__":{"hash":"sha256:ea0f694af3e3c67fc469ce05efd1d655b2dcb6553862863e3c336200f8e4c86e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListAuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingAuditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TrainingListAuditLogsQuery, TrainingListAuditLogsQueryVariables>;
export const TrainingRecordAuditLogDocument = {"__meta__":{"hash":"sha256:67d11be8564d3b553a79d91e3e49b90834118ffe9bc21677b03ce08d5e099f1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRecordAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTrainingAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TrainingRecordAuditLogMutation, TrainingRecordAuditLogMutationVariables>;
export const TrainingListCoursesDocument = {"__meta__":{"hash":"sha256:a38513028374b4ca013bc1c25cda16a8b3b57b7a40e6b93530e2757347709bbc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListCoursesQuery, TrainingListCoursesQueryVariables>;
export const TrainingCreateCourseDocument = {"__meta__":{"hash":"sha256:931d45e63590efa82f1c834159439e95e83e374e45fd29f632f0dc47edce221d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateCourseMutation, TrainingCreateCourseMutationVariables>;
export const TrainingBulkUpdateCoursesDocument = {"__meta__":{"hash":"sha256:e4030374014cab04a75f8ac57cd860a994ac6d9d75f1195388548cc321599b2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingBulkUpdateCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseBulkUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"updates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<TrainingBulkUpdateCoursesMutation, TrainingBulkUpdateCoursesMutationVariables>;
export const TrainingGetCourseDocument = {"__meta__":{"hash":"sha256:9adfa01b5d64b7630a80bf321fce9bdc31958972545625fda8360ef1c21357b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingGetCourseQuery, TrainingGetCourseQueryVariables>;
export const TrainingUpdateCourseDocument = {"__meta__":{"hash":"sha256:437f77613bd919667f9da1f62b59b427b277b257dbd8727c77f28de41b71da2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateCourseMutation, TrainingUpdateCourseMutationVariables>;
export const TrainingDeleteCourseDocument = {"__meta__":{"hash":"sha256:9d50ad4c84cb5035619445cce6395d6332a0664b2a8b6d4aa5de3d3c179103a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingDeleteCourseMutation, TrainingDeleteCourseMutationVariables>;
export const TrainingSubmitEnquiryDocument = {"__meta__":{"hash":"sha256:177fde77b769280ea240cd1656e6c0f78bbebfecf90c1b8dcb904fff6312aa05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingSubmitEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingSubmitEnquiryMutation, TrainingSubmitEnquiryMutationVariables>;
export const TrainingListEnquiriesDocument = {"__meta__":{"hash":"sha256:692f217240829da98ef036fe9b31ddeec306e6fb51860d79f2a8769224daef0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListEnquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquirySort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListEnquiriesQuery, TrainingListEnquiriesQueryVariables>;
export const TrainingUpdateEnquiryStatusDocument = {"__meta__":{"hash":"sha256:c2f7cb9c1855e12e18fff457cbd7563df0a5be63f8959b8249a79a20cc75bdc0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateEnquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnquiryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnquiryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateEnquiryStatusMutation, TrainingUpdateEnquiryStatusMutationVariables>;
export const TrainingListEnrollmentsDocument = {"__meta__":{"hash":"sha256:987707bb80fc7516516c1ac9834ad21e7816832ec24b8125ecc4c1da16ef4fb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListEnrollments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListEnrollmentsQuery, TrainingListEnrollmentsQueryVariables>;
export const TrainingCreateEnrollmentDocument = {"__meta__":{"hash":"sha256:57e96ca571674c8d99a22a9df279b1967a8bc7dcee43041ed3f7561ef5e931b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEnrollmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateEnrollmentMutation, TrainingCreateEnrollmentMutationVariables>;
export const TrainingUpdateEnrollmentStatusDocument = {"__meta__":{"hash":"sha256:60ab98a3357b0cc556465c75b773f7e1f77eec9804199be13600ab588468de0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateEnrollmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrollmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interestId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateEnrollmentStatusMutation, TrainingUpdateEnrollmentStatusMutationVariables>;
export const TrainingResendCertificateDocument = {"__meta__":{"hash":"sha256:73ea63046d2bbe3f7a393b6f6bc8f0c06ccb985034a5b7bfdf957c16223cf45e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailedAt"}}]}}]} as unknown as DocumentNode<TrainingResendCertificateMutation, TrainingResendCertificateMutationVariables>;
export const TrainingRegisterInterestDocument = {"__meta__":{"hash":"sha256:1941b48d02f9f8bcec2fcc7fc4620995668709335183582442d67b9c01d0fe98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRegisterInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"course"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRegisterInterestMutation, TrainingRegisterInterestMutationVariables>;
export const TrainingCreateInterestDocument = {"__meta__":{"hash":"sha256:0a86d5623275b38ed9b211dc29c00a646aa77dda988531d8920f552c860a2f7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateInterestMutation, TrainingCreateInterestMutationVariables>;
export const TrainingListInterestsDocument = {"__meta__":{"hash":"sha256:59bbd5f39eb28ef903cbd300685f34b8d94d0b21fd2d1393636ac35b05ed8da4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListInterests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListInterestsQuery, TrainingListInterestsQueryVariables>;
export const TrainingBrochureDownloadDocument = {"__meta__":{"hash":"sha256:787a5be90efa2ee04b7721fd410f8bde65e0a7c044f6c32224b8fbb986c48ee4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingBrochureDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brochureDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingBrochureDownloadQuery, TrainingBrochureDownloadQueryVariables>;
export const TrainingUpdateInterestStatusDocument = {"__meta__":{"hash":"sha256:176f1aad5d4a175e9f7f6b8ac598f9d39716ebd7db641938c5c217b7bd7886f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateInterestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUpdateInterestStatusMutation, TrainingUpdateInterestStatusMutationVariables>;
export const TrainingDeleteInterestsDocument = {"__meta__":{"hash":"sha256:5d954aef3a20246ee08bdeda079a323f919532e8710a33e41d681045a9f1d84a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteInterests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<TrainingDeleteInterestsMutation, TrainingDeleteInterestsMutationVariables>;
export const TrainingResendBrochureDocument = {"__meta__":{"hash":"sha256:6a3c906cfb28c4bd79272b0da518af068f18a1319f7a3f1e0b93cf21ba17ffb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendBrochure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBrochure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"interestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerated"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TrainingResendBrochureMutation, TrainingResendBrochureMutationVariables>;
export const TrainingEraseInterestDocument = {"__meta__":{"hash":"sha256:e101cdd6f6638ce0e882b7922953e2aea36640c408d60589e88f5c5bb6f5804a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingEraseInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEraseInterestMutation, TrainingEraseInterestMutationVariables>;
export const TrainingGetMetricsDocument = {"__meta__":{"hash":"sha256:cd1eb07eba0f95ff01ead0c1df0b468accc63e44e93662dff36925107eec7e46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCourses"}},{"kind":"Field","name":{"kind":"Name","value":"publishedCourses"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterests"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnrollments"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"recentInterests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingInterestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingInterestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Interest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"brochureRequested"}},{"kind":"Field","name":{"kind":"Name","value":"brochureSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"brochureTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingGetMetricsQuery, TrainingGetMetricsQueryVariables>;
export const TrainingGetSettingsDocument = {"__meta__":{"hash":"sha256:18195d6a49abc7e082f273e62095f8efa2700de4c59b1d4520e41ee83aee2868"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingGetSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"brochureExpiryDays"}}]}}]} as unknown as DocumentNode<TrainingGetSettingsQuery, TrainingGetSettingsQueryVariables>;
export const TrainingUpdateSettingsDocument = {"__meta__":{"hash":"sha256:b0f3c12a8dd05e2dc1ec2a5db6bb164a1f8a17cc48c533cde219dab9aba2606f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTrainingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrainingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"brochureExpiryDays"}}]}}]} as unknown as DocumentNode<TrainingUpdateSettingsMutation, TrainingUpdateSettingsMutationVariables>;
export const TrainingTaxonomiesDocument = {"__meta__":{"hash":"sha256:69e3fd09b2d267a94824a7c7e8e45771e1ab4cb0f9b454bcf4ff988eb66d52e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingTaxonomies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonomies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryModes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TrainingTaxonomiesQuery, TrainingTaxonomiesQueryVariables>;
export const TrainingCreateTaxonomyDocument = {"__meta__":{"hash":"sha256:551ebead29bc2e06d8f783ba22a9d44ba77f4644fe5295d9334d78d8570e8591"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingCreateTaxonomyMutation, TrainingCreateTaxonomyMutationVariables>;
export const TrainingUpdateTaxonomyDocument = {"__meta__":{"hash":"sha256:c1b3d5102dd6843c172521af00e1b6566d5aad79bd04833fe8d6fc607156809c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingUpdateTaxonomyMutation, TrainingUpdateTaxonomyMutationVariables>;
export const TrainingDeleteTaxonomyDocument = {"__meta__":{"hash":"sha256:1bfc3ce32aac530bcd614f6e5e0dbb0c45d2d829c735c935b10b9e36f9e567fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTaxonomy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingDeleteTaxonomyMutation, TrainingDeleteTaxonomyMutationVariables>;
export const TrainingCreateTaxonomyOfTypeDocument = {"__meta__":{"hash":"sha256:8193a31237df3fd80df5a06bfd3da658adbdd3e04d934f08191504c3f5f7a455"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingCreateTaxonomyOfTypeMutation, TrainingCreateTaxonomyOfTypeMutationVariables>;
export const TrainingUpdateTaxonomyOfTypeDocument = {"__meta__":{"hash":"sha256:0aa8d6c41850961cff8aa5b6ccd1cf93f399f3b75f717331d63cc11b06f646f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdateTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaxonomyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingUpdateTaxonomyOfTypeMutation, TrainingUpdateTaxonomyOfTypeMutationVariables>;
export const TrainingDeleteTaxonomyOfTypeDocument = {"__meta__":{"hash":"sha256:006b74cd3da226e366b78dc59e30b14b8630d11f378973ae5a1fb4b43028e1ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTaxonomyOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxonomy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<TrainingDeleteTaxonomyOfTypeMutation, TrainingDeleteTaxonomyOfTypeMutationVariables>;
export const TrainingRequestTrainingPlanFormDocument = {"__meta__":{"hash":"sha256:5a99a86ae3296873b32ae59b185e4c0172bb2e7e3753eafa14f5bba364474d51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRequestTrainingPlanForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTrainingPlanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTrainingPlanForm"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRequestTrainingPlanFormMutation, TrainingRequestTrainingPlanFormMutationVariables>;
export const TrainingCreateTrainingPlanRequestDocument = {"__meta__":{"hash":"sha256:7356d96c3f851e54ceafcb1f900dc3f61231a4a709159aff47834ba2e2fdeaf4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreateTrainingPlanRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTrainingPlanRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrainingPlanRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingCreateTrainingPlanRequestMutation, TrainingCreateTrainingPlanRequestMutationVariables>;
export const TrainingRequestTrainingPlanDocument = {"__meta__":{"hash":"sha256:a6d76bb1b862e1098ea3d2bb24c85cf40914d1e812e0ab8e2c73db9c89e2b041"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingRequestTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTrainingPlanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicTrainingPlanForm"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingRequestTrainingPlanMutation, TrainingRequestTrainingPlanMutationVariables>;
export const TrainingListTrainingPlanRequestsDocument = {"__meta__":{"hash":"sha256:36cfa9716c0c3c26ea5e9fff341b58b1d626a6068c4c78bf04bc006c5cd3c6ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingListTrainingPlanRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequestSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingListTrainingPlanRequestsQuery, TrainingListTrainingPlanRequestsQueryVariables>;
export const TrainingPlanDownloadDocument = {"__meta__":{"hash":"sha256:113a354ef40ec7ef59caf23e399f857ccc7e23cff44e3705777f66e0faeebc48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingPlanDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingPlanDownloadQuery, TrainingPlanDownloadQueryVariables>;
export const TrainingDeleteTrainingPlanRequestsDocument = {"__meta__":{"hash":"sha256:b2d8bcb26e02f5a75c33a44d0d9a963250706b01ebeb017ba43f5d8c481ec13e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDeleteTrainingPlanRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrainingPlanRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<TrainingDeleteTrainingPlanRequestsMutation, TrainingDeleteTrainingPlanRequestsMutationVariables>;
export const TrainingResendTrainingPlanDocument = {"__meta__":{"hash":"sha256:8158ae1487f790d27ede5498fa3b7de1832c389e0b5dfa7ccbd51ef7c05e6f09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingResendTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerated"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TrainingResendTrainingPlanMutation, TrainingResendTrainingPlanMutationVariables>;
export const TrainingEraseTrainingPlanRequestDocument = {"__meta__":{"hash":"sha256:bc5990302922ffb7a792d8b7dc1ed1be88bfc1bacace819f59ac844491b83348"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingEraseTrainingPlanRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseTrainingPlanRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingPlanRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingPlanRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPlanRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"emailSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingEraseTrainingPlanRequestMutation, TrainingEraseTrainingPlanRequestMutationVariables>;
export const TrainingUploadTrainingPlanDocument = {"__meta__":{"hash":"sha256:ed16fcb4230e7cbcf0a8e6e22e1c4e63c4c0b251c3c37c5b02250f126b362533"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUploadTrainingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadTrainingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<TrainingUploadTrainingPlanMutation, TrainingUploadTrainingPlanMutationVariables>;
export const TrainingPlanFileDocument = {"__meta__":{"hash":"sha256:29cc3893a5ac72de17f89a6535fc8aebca04f726eca144d7d2e8172860ce890e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingPlanFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingPlanFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<TrainingPlanFileQuery, TrainingPlanFileQueryVariables>;
export const TrainingSignedFileDocument = {"__meta__":{"hash":"sha256:d2a346f2cc5f2b1a7f0577f2f38affe51de0a54f5305a555cf656fb1d5816b98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingSignedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedTrainingFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<TrainingSignedFileQuery, TrainingSignedFileQueryVariables>;
export const TrainingUploadCourseBrochureDocument = {"__meta__":{"hash":"sha256:241d9f0352baf2a5b9854eca776ea8979ac039ab1dd66aed8fbd3f7ecf479255"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUploadCourseBrochure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCourseBrochure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"shortCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"courseOutline"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingTaxonomyRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingUploadCourseBrochureMutation, TrainingUploadCourseBrochureMutationVariables>;
export const TrainingVerifyCertificateDocument = {"__meta__":{"hash":"sha256:6a981960fcaaeb6420f26f3d54a52cd23b45ecc15d796c0abd4c4ddbda1bb0b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingVerifyCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificateNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"certificateNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificateNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}}]}}]}}]} as unknown as DocumentNode<TrainingVerifyCertificateQuery, TrainingVerifyCertificateQueryVariables>;
export const TrainingVerifyCredentialDocument = {"__meta__":{"hash":"sha256:8064c8a2078e8d4c5d77ca1678141a41c0d384001de6cf147ed77533342a34fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingVerifyCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credentialId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}}},{"kind":"Argument","name":{"kind":"Name","value":"challengeToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}}]}}]}}]} as unknown as DocumentNode<TrainingVerifyCredentialQuery, TrainingVerifyCredentialQueryVariables>;
export const TrainingCertificatePdfDocument = {"__meta__":{"hash":"sha256:8cfe2346f8a9f11e820e173dc2f248a658965f3c9a4e4f397edc4767d55b9194"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingCertificatePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificatePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credentialId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credentialId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<TrainingCertificatePdfQuery, TrainingCertificatePdfQueryVariables>;