import {
  DocumentCategory,
  PostStepType,
} from '../../subgraphs/compliance/document-templates/document-template.entity.js';
import type { CreateDocumentTemplateInput } from '../../subgraphs/compliance/document-templates/document-template.types.js';
import { gstinCheckCharacter } from '../../subgraphs/compliance/documents/extraction/identifiers.js';
import type { VerifiedFields } from '../../subgraphs/compliance/documents/verified-fields.js';
import { LegalForm, PlanId } from '../../subgraphs/compliance/tenants/tenant.entity.js';
import type { SignUpTenantInput } from '../../subgraphs/compliance/tenants/tenant.types.js';
import type { CreateWorkflowTemplateInput } from '../../subgraphs/compliance/workflows/workflow-template.types.js';

/** The demo compliance tenant: a Pune engineering group with its companies, filings and document templates. */

/** A GSTIN with its check character, from the state code, the holder's PAN and the entity number. */
const gstin = (state: string, pan: string, entityNumber: string) => {
  const first14 = `${state}${pan}${entityNumber}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

export const SIGNUP: SignUpTenantInput = {
  organizationName: 'Sahyadri Precision Group',
  email: 'owner@sahyadri-precision.example.com',
  password: 'demo-compliance-password',
  phone: '+91 20 2712 4455',
  entityType: LegalForm.PRIVATE_LIMITED,
  pan: 'AAKCS4821M',
  gstin: gstin('27', 'AAKCS4821M', '1'),
};

/** Three companies need more than the FREE plan's one entity: the demo tenant is on this plan. */
export const DEMO_PLAN = PlanId.PROFESSIONAL;

export interface DemoEntity {
  readonly key: string;
  readonly name: string;
  readonly entityType: LegalForm;
  readonly profileData: VerifiedFields;
}

export const ENTITIES: readonly DemoEntity[] = [
  {
    key: 'components',
    name: 'Sahyadri Precision Components Pvt Ltd',
    entityType: LegalForm.PRIVATE_LIMITED,
    profileData: {
      companyName: 'Sahyadri Precision Components Private Limited',
      cin: 'U29299PN2012PTC143210',
      pan: 'AAKCS4821M',
      gstin: gstin('27', 'AAKCS4821M', '1'),
      dateOfIncorporation: '2012-06-18',
      registeredAddress: 'Plot 42, MIDC Bhosari, Pune 411026, Maharashtra',
      authorizedCapital: 50_000_000,
      paidUpCapital: 32_500_000,
      directors: [
        { name: 'Meera Kulkarni', din: '07234561', designation: 'Managing Director' },
        { name: 'Rohan Joshi', din: '08112233', designation: 'Director' },
      ],
    },
  },
  {
    key: 'castings',
    name: 'Sahyadri Castings Ltd',
    entityType: LegalForm.PUBLIC_LIMITED,
    profileData: {
      companyName: 'Sahyadri Castings Limited',
      cin: 'U27100MH2008PLC181234',
      pan: 'AAFCS7310K',
      gstin: gstin('27', 'AAFCS7310K', '1'),
      dateOfIncorporation: '2008-03-27',
      registeredAddress: 'Gat No. 118, Chakan Industrial Area, Pune 410501, Maharashtra',
      authorizedCapital: 150_000_000,
      paidUpCapital: 120_000_000,
      directors: [
        { name: 'Meera Kulkarni', din: '07234561', designation: 'Chairperson' },
        { name: 'Anil Deshpande', din: '06543210', designation: 'Whole-time Director' },
        { name: 'Shalini Rao', din: '09871234', designation: 'Independent Director' },
      ],
    },
  },
  {
    key: 'engineering',
    name: 'Kulkarni Joshi Engineering Services LLP',
    entityType: LegalForm.LLP,
    profileData: {
      companyName: 'Kulkarni Joshi Engineering Services LLP',
      pan: 'AAQFK2207B',
      gstin: gstin('27', 'AAQFK2207B', '1'),
      dateOfIncorporation: '2016-11-02',
      registeredAddress: 'Office 7, Baner Business Bay, Baner, Pune 411045, Maharashtra',
      directors: [
        { name: 'Meera Kulkarni', designation: 'Designated Partner' },
        { name: 'Rohan Joshi', designation: 'Designated Partner' },
      ],
    },
  },
];

/** A change made after creation, so that the demo entity has a history: a version 2, an audit entry and a `profile.updated` event. */
export const PROFILE_UPDATE = {
  entity: 'components',
  profileData: { paidUpCapital: 40_000_000, authorizedCapital: 60_000_000 },
};

export const WORKFLOW_TEMPLATES: readonly CreateWorkflowTemplateInput[] = [
  {
    workflowName: 'Annual ROC filing',
    legalReference: 'Companies Act 2013, Sections 92 and 137',
    applicabilityRules: { entityTypes: [LegalForm.PRIVATE_LIMITED, LegalForm.PUBLIC_LIMITED] },
    timelineLogic: { triggerDate: 'agm_date', deadlineDays: 60, reminderDaysBefore: [30, 15, 7] },
    phases: [
      {
        name: 'Board approvals',
        order: 1,
        tasks: [
          {
            name: 'Board meeting approves the financial statements',
            mandatory: true,
            advisory: 'Quorum: one third of the directors or two, whichever is higher',
          },
          { name: "Auditor's report signed", mandatory: true },
          { name: "Directors' report approved", mandatory: true },
        ],
      },
      {
        name: 'Annual general meeting',
        order: 2,
        tasks: [
          { name: 'Notice sent to members 21 clear days ahead', mandatory: true },
          { name: 'AGM held and minutes signed', mandatory: true },
        ],
      },
      {
        name: 'Filing with the Registrar',
        order: 3,
        tasks: [
          { name: 'File AOC-4 within 30 days of the AGM', mandatory: true },
          { name: 'File MGT-7 within 60 days of the AGM', mandatory: true },
          { name: 'Update the statutory registers', mandatory: false },
        ],
      },
    ],
    advisoryPrompts: { late: 'Additional fees of INR 100 per day apply after the due date' },
    completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['AOC-4', 'MGT-7'] },
  },
  {
    workflowName: 'Monthly GST returns',
    legalReference: 'CGST Act 2017, Sections 37 and 39',
    applicabilityRules: { entityTypes: [LegalForm.PRIVATE_LIMITED, LegalForm.PUBLIC_LIMITED, LegalForm.LLP] },
    timelineLogic: { triggerDate: 'month_end', deadlineDays: 20, reminderDaysBefore: [5, 2] },
    phases: [
      {
        name: 'Reconciliation',
        order: 1,
        tasks: [
          { name: 'Reconcile sales invoices with e-invoices', mandatory: true },
          {
            name: 'Match input tax credit with GSTR-2B',
            mandatory: true,
            advisory: 'Claim only credit that appears in GSTR-2B',
          },
        ],
      },
      {
        name: 'Returns and payment',
        order: 2,
        tasks: [
          { name: 'File GSTR-1 by the 11th', mandatory: true },
          { name: 'Pay the tax due', mandatory: true },
          { name: 'File GSTR-3B by the 20th', mandatory: true },
        ],
      },
    ],
    completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['GSTR-1', 'GSTR-3B'] },
  },
  {
    workflowName: 'LLP annual filing',
    legalReference: 'LLP Act 2008, Sections 34 and 35',
    applicabilityRules: { entityTypes: [LegalForm.LLP] },
    timelineLogic: { triggerDate: 'financial_year_end', deadlineDays: 210, reminderDaysBefore: [30, 7] },
    phases: [
      {
        name: 'Annual return',
        order: 1,
        tasks: [{ name: 'File Form 11 by 30 May', mandatory: true }],
      },
      {
        name: 'Accounts and solvency',
        order: 2,
        tasks: [
          { name: 'Partners approve the statement of account and solvency', mandatory: true },
          { name: 'File Form 8 by 30 October', mandatory: true },
        ],
      },
    ],
    completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['Form 11', 'Form 8'] },
  },
];

/** Workflows under way: which template for which entity, and the tasks already checked. */
export const WORKFLOW_INSTANCES: readonly { template: string; entity: string; completedTasks: readonly string[] }[] = [
  { template: 'Annual ROC filing', entity: 'components', completedTasks: ['p1_t1', 'p1_t2', 'p1_t3', 'p2_t1'] },
  {
    template: 'Monthly GST returns',
    entity: 'components',
    completedTasks: ['p1_t1', 'p1_t2', 'p2_t1', 'p2_t2', 'p2_t3'],
  },
  { template: 'Annual ROC filing', entity: 'castings', completedTasks: [] },
  { template: 'LLP annual filing', entity: 'engineering', completedTasks: ['p1_t1'] },
];

export const DOCUMENT_TEMPLATES: readonly CreateDocumentTemplateInput[] = [
  {
    name: 'Board resolution: appointment of the statutory auditor',
    category: DocumentCategory.BOARD_RESOLUTION,
    legalReference: 'Companies Act 2013, Section 139',
    body: [
      '<h1>{{companyName}}</h1>',
      '<p>CIN: {{cin}}</p>',
      '<h2>Certified true copy of the resolution passed by the Board of Directors at its meeting held on {{meetingDate}}</h2>',
      '<p>RESOLVED THAT, subject to the approval of the members, {{auditorFirm}}, Chartered Accountants (Firm Registration No. {{firmRegistrationNumber}}), be and are hereby appointed statutory auditors of the company from the conclusion of this annual general meeting until the conclusion of the annual general meeting to be held in {{lastAgmYear}}.</p>',
      '<p>For {{companyName}}</p>',
      '<p>{{directorName}}, Director</p>',
    ].join('\n'),
    metadata: {
      filingForm: 'ADT-1',
      filingDeadline: 'Within 15 days of the annual general meeting',
      signatories: ['Director', 'Company Secretary'],
      postSteps: [
        { order: 1, title: 'Sign the certified true copy', type: PostStepType.SIGNING, mandatory: true },
        { order: 2, title: 'File form ADT-1 on the MCA portal', type: PostStepType.FILING, mandatory: true },
        { order: 3, title: 'Keep the copy with the minutes', type: PostStepType.STORAGE, mandatory: false },
      ],
    },
  },
  {
    name: 'Notice of the annual general meeting',
    category: DocumentCategory.NOTICE,
    legalReference: 'Companies Act 2013, Section 101',
    body: [
      '<h1>{{companyName}}</h1>',
      '<p>CIN: {{cin}} · Registered office: {{registeredAddress}}</p>',
      '<h2>Notice of the {{agmNumber}} annual general meeting</h2>',
      '<p>Notice is hereby given that the {{agmNumber}} annual general meeting of the members of {{companyName}} will be held on {{agmDate}} at {{agmTime}} at {{venue}} to transact the ordinary business of adopting the audited financial statements and appointing the auditors.</p>',
      '<p>By order of the Board, {{companySecretary}}, Company Secretary</p>',
    ].join('\n'),
    metadata: {
      signatories: ['Company Secretary'],
      postSteps: [
        {
          order: 1,
          title: 'Send to every member at least 21 clear days ahead',
          type: PostStepType.DISTRIBUTION,
          mandatory: true,
        },
        { order: 2, title: 'Remind the members a week before', type: PostStepType.REMINDER, mandatory: false },
      ],
    },
  },
];
