import { LedgerEntryType } from '../../subgraphs/factory/ledger/ledger-entry.entity.js';
import type { CreatePlanInput } from '../../subgraphs/factory/plans/plan.types.js';
import { JobStepStatus } from '../../subgraphs/factory/production/job-step.entity.js';
import type { TenantConfigInput } from '../../subgraphs/factory/tenant-config/tenant-config.types.js';
import type { CreateTenantInput } from '../../subgraphs/factory/tenants/tenant.types.js';

/** The demo factory: a garment maker paying its workers per piece, on a plan of its own. */

export const PLAN: CreatePlanInput = {
  name: 'Growth (demo)',
  slug: 'demo-growth',
  description: 'For a workshop of up to 50 piece workers; made by seed:demo',
  limits: { maxUsers: 10, maxWorkers: 50, maxJobSteps: 8, maxArticleAttributes: 6 },
  rateLimits: { maxRequests: 6000, windowMs: 60_000 },
};

export const TENANT: CreateTenantInput = {
  name: 'Shree Ganesh Garments',
  slug: 'shree-ganesh-garments',
  plan: PLAN.slug,
  adminName: 'Kavita Rao',
  adminEmail: 'admin@shree-ganesh-garments.example.com',
  adminPassword: 'demo-factory-password',
  adminConfirmPassword: 'demo-factory-password',
};

export const CONFIGURATION: Omit<TenantConfigInput, 'tenantId'> = {
  jobSteps: [
    { name: 'Cutting', order: 1, isPaid: true },
    { name: 'Stitching', order: 2, isPaid: true },
    { name: 'Finishing', order: 3, isPaid: true },
    { name: 'Quality check', order: 4, isPaid: false },
    { name: 'Packing', order: 5, isPaid: true },
  ],
  articleAttributes: [
    { name: 'color', label: 'Colour', type: 'string', isRequired: true },
    { name: 'fabric', label: 'Fabric', type: 'string', isRequired: true },
    { name: 'fit', label: 'Fit', type: 'string', isRequired: false },
  ],
  sizeRange: { min: 28, max: 46 },
  customLedgerTypes: ['bonus', 'advance_recovery'],
  pagination: { defaultPageSize: 20, maxPageSize: 100 },
};

/** The value lists of the attributes that have one (`fit` takes any text). */
export const MASTER_DATA: readonly { attributeName: string; values: string[] }[] = [
  { attributeName: 'color', values: ['Indigo', 'Maroon', 'Olive', 'Ivory', 'Black'] },
  { attributeName: 'fabric', values: ['Cotton', 'Linen', 'Rayon', 'Khadi'] },
];

export const WORKERS: readonly { name: string; phone: string; skills: string[] }[] = [
  { name: 'Ramesh Patil', phone: '+91 98220 11873', skills: ['cutting'] },
  { name: 'Sunita Pawar', phone: '+91 98500 23467', skills: ['stitching'] },
  { name: 'Imran Shaikh', phone: '+91 99220 54310', skills: ['stitching', 'finishing'] },
  { name: 'Lakshmi Iyer', phone: '+91 98405 77219', skills: ['finishing', 'quality check'] },
  { name: 'Vijay Gaikwad', phone: '+91 97300 40128', skills: ['cutting', 'packing'] },
  { name: 'Farida Khan', phone: '+91 98191 36654', skills: ['stitching'] },
  { name: 'Suresh Yadav', phone: '+91 90110 82745', skills: ['packing'] },
  { name: 'Anjali More', phone: '+91 88050 61932', skills: ['quality check'] },
];

const rates = (cutting: string, stitching: string, finishing: string, packing: string) => [
  { step: 'Cutting', rate: cutting },
  { step: 'Stitching', rate: stitching },
  { step: 'Finishing', rate: finishing },
  { step: 'Packing', rate: packing },
];

export const ARTICLES: readonly {
  articleNo: string;
  name: string;
  attributes: Record<string, string>;
  stepRates: { step: string; rate: string }[];
}[] = [
  {
    articleNo: 'KRT-101',
    name: "Men's cotton kurta",
    attributes: { color: 'Indigo', fabric: 'Cotton', fit: 'Regular' },
    stepRates: rates('6.50', '18.00', '4.25', '1.50'),
  },
  {
    articleNo: 'KRT-102',
    name: "Women's linen kurti",
    attributes: { color: 'Maroon', fabric: 'Linen', fit: 'Straight' },
    stepRates: rates('7.00', '22.50', '5.00', '1.50'),
  },
  {
    articleNo: 'SHR-201',
    name: 'Formal shirt, full sleeves',
    attributes: { color: 'Ivory', fabric: 'Cotton', fit: 'Slim' },
    stepRates: rates('5.50', '16.00', '4.00', '1.25'),
  },
  {
    articleNo: 'TRS-301',
    name: 'Chino trousers',
    attributes: { color: 'Olive', fabric: 'Cotton' },
    stepRates: rates('8.00', '20.00', '4.50', '1.50'),
  },
  {
    articleNo: 'JKT-401',
    name: 'Nehru jacket',
    attributes: { color: 'Black', fabric: 'Khadi', fit: 'Tailored' },
    stepRates: rates('12.00', '35.00', '8.00', '2.00'),
  },
];

/** A step of a job as far as it has got, and who works on it. */
export interface DemoStepProgress {
  readonly step: string;
  readonly worker: string;
  readonly status: JobStepStatus.IN_PROGRESS | JobStepStatus.COMPLETED;
}

const done = (step: string, worker: string): DemoStepProgress => ({ step, worker, status: JobStepStatus.COMPLETED });
const started = (step: string, worker: string): DemoStepProgress => ({
  step,
  worker,
  status: JobStepStatus.IN_PROGRESS,
});

export const JOBS: readonly {
  jobNo: string;
  article: string;
  size: number;
  quantity: number;
  progress: readonly DemoStepProgress[];
}[] = [
  {
    jobNo: 'J-2401',
    article: 'KRT-101',
    size: 40,
    quantity: 120,
    progress: [
      done('Cutting', 'Ramesh Patil'),
      done('Stitching', 'Sunita Pawar'),
      done('Finishing', 'Lakshmi Iyer'),
      done('Quality check', 'Anjali More'),
      done('Packing', 'Suresh Yadav'),
    ],
  },
  {
    jobNo: 'J-2402',
    article: 'KRT-102',
    size: 36,
    quantity: 80,
    progress: [
      done('Cutting', 'Vijay Gaikwad'),
      done('Stitching', 'Farida Khan'),
      done('Finishing', 'Imran Shaikh'),
      started('Quality check', 'Anjali More'),
    ],
  },
  {
    jobNo: 'J-2403',
    article: 'SHR-201',
    size: 42,
    quantity: 150,
    progress: [done('Cutting', 'Ramesh Patil'), done('Stitching', 'Imran Shaikh')],
  },
  {
    jobNo: 'J-2404',
    article: 'TRS-301',
    size: 34,
    quantity: 60,
    progress: [done('Cutting', 'Vijay Gaikwad'), started('Stitching', 'Sunita Pawar')],
  },
  {
    jobNo: 'J-2405',
    article: 'KRT-101',
    size: 44,
    quantity: 90,
    progress: [
      done('Cutting', 'Ramesh Patil'),
      done('Stitching', 'Farida Khan'),
      done('Finishing', 'Lakshmi Iyer'),
      done('Quality check', 'Anjali More'),
      done('Packing', 'Vijay Gaikwad'),
    ],
  },
  { jobNo: 'J-2406', article: 'JKT-401', size: 38, quantity: 40, progress: [started('Cutting', 'Ramesh Patil')] },
  { jobNo: 'J-2407', article: 'SHR-201', size: 38, quantity: 100, progress: [] },
  { jobNo: 'J-2408', article: 'KRT-102', size: 32, quantity: 70, progress: [done('Cutting', 'Vijay Gaikwad')] },
];

/** A manual ledger movement besides what completed steps credit. */
export const ADJUSTMENT = {
  worker: 'Sunita Pawar',
  type: LedgerEntryType.CREDIT,
  ledgerType: 'bonus',
  amount: '500.00',
  description: 'Festival bonus (Diwali)',
};

/** Wages paid out: a paid transaction and its ledger debit. */
export const PAYMENT = { worker: 'Ramesh Patil', amount: '1500.00', note: 'Weekly wages' };
