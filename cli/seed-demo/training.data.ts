import { EnrollmentStatus } from '../../subgraphs/training/enrollments/enrollment.entity.js';
import { InterestStatus } from '../../subgraphs/training/interests/interest.entity.js';
import { TaxonomyType } from '../../subgraphs/training/taxonomy/taxonomy.entity.js';

/** The demo course catalogue of an industrial training provider: taxonomies, courses, learners. */

export interface DemoTaxonomyItem {
  readonly type: TaxonomyType;
  readonly name: string;
  readonly slug: string;
}

export const TAXONOMY: readonly DemoTaxonomyItem[] = [
  { type: TaxonomyType.CATEGORY, name: 'Workplace Safety', slug: 'workplace-safety' },
  { type: TaxonomyType.CATEGORY, name: 'Quality Management', slug: 'quality-management' },
  { type: TaxonomyType.CATEGORY, name: 'Lean Manufacturing', slug: 'lean-manufacturing' },
  { type: TaxonomyType.CATEGORY, name: 'Leadership and Management', slug: 'leadership-and-management' },
  { type: TaxonomyType.CATEGORY, name: 'Finance and Compliance', slug: 'finance-and-compliance' },
  { type: TaxonomyType.CATEGORY, name: 'Digital Skills', slug: 'digital-skills' },
  { type: TaxonomyType.CITY, name: 'Pune', slug: 'pune' },
  { type: TaxonomyType.CITY, name: 'Mumbai', slug: 'mumbai' },
  { type: TaxonomyType.CITY, name: 'Bengaluru', slug: 'bengaluru' },
  { type: TaxonomyType.CITY, name: 'Chennai', slug: 'chennai' },
  { type: TaxonomyType.CITY, name: 'New Delhi', slug: 'new-delhi' },
  { type: TaxonomyType.CITY, name: 'Ahmedabad', slug: 'ahmedabad' },
  { type: TaxonomyType.ASSOCIATION, name: 'Confederation of Indian Industry (CII)', slug: 'cii' },
  { type: TaxonomyType.ASSOCIATION, name: 'FICCI', slug: 'ficci' },
  { type: TaxonomyType.ASSOCIATION, name: 'Quality Council of India', slug: 'qci' },
  { type: TaxonomyType.ASSOCIATION, name: 'NASSCOM', slug: 'nasscom' },
  { type: TaxonomyType.DELIVERY_MODE, name: 'Classroom', slug: 'classroom' },
  { type: TaxonomyType.DELIVERY_MODE, name: 'Live online', slug: 'live-online' },
  { type: TaxonomyType.DELIVERY_MODE, name: 'Blended', slug: 'blended' },
];

export interface DemoCourse {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly overview: string;
  /** Module titles, one per line of the outline. */
  readonly outline: readonly string[];
  readonly categories: readonly string[];
  readonly cities: readonly string[];
  readonly associations: readonly string[];
  readonly deliveryMode: string;
  readonly durationDays: number;
  readonly isPublished: boolean;
}

const course = (
  slug: string,
  title: string,
  description: string,
  outline: readonly string[],
  taxonomy: {
    categories: string[];
    cities?: string[];
    associations?: string[];
    deliveryMode: string;
    durationDays: number;
    isPublished?: boolean;
  },
): DemoCourse => ({
  slug,
  title,
  description,
  overview: `${description} Participants receive a certificate on completion.`,
  outline,
  categories: taxonomy.categories,
  cities: taxonomy.cities ?? [],
  associations: taxonomy.associations ?? [],
  deliveryMode: taxonomy.deliveryMode,
  durationDays: taxonomy.durationDays,
  isPublished: taxonomy.isPublished ?? true,
});

export const COURSES: readonly DemoCourse[] = [
  course(
    'fire-safety-and-emergency-preparedness',
    'Fire Safety and Emergency Preparedness',
    'Prevent, detect and respond to fires on the shop floor: extinguisher drills, evacuation plans and the duties of fire wardens.',
    [
      'Fire chemistry and classes of fire',
      'Extinguishers and hydrants: hands-on drill',
      'Evacuation planning and mock drill',
      'Duties of fire wardens',
    ],
    {
      categories: ['workplace-safety'],
      cities: ['pune', 'mumbai'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 2,
    },
  ),
  course(
    'working-at-height-safe-practices',
    'Working at Height: Safe Practices',
    'Plan and supervise work at height safely: permits, fall-arrest systems, ladders and scaffolds.',
    [
      'Hazards and the hierarchy of controls',
      'Permit-to-work systems',
      'Harnesses, lanyards and anchor points',
      'Scaffold inspection',
    ],
    {
      categories: ['workplace-safety'],
      cities: ['chennai'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 1,
    },
  ),
  course(
    'electrical-safety-for-maintenance-teams',
    'Electrical Safety for Maintenance Teams',
    'Work safely on low-voltage installations: isolation, lockout and tagout, arc-flash risk and safe testing.',
    [
      'Electric shock and arc flash',
      'Isolation, lockout and tagout',
      'Safe use of test instruments',
      'Case studies of plant incidents',
    ],
    { categories: ['workplace-safety'], cities: ['pune', 'bengaluru'], deliveryMode: 'blended', durationDays: 2 },
  ),
  course(
    'iso-45001-internal-auditor',
    'ISO 45001 Internal Auditor',
    'Audit an occupational health and safety management system against ISO 45001:2018 and report findings that lead to action.',
    [
      'Structure of ISO 45001',
      'Planning an internal audit',
      'Audit interviews and evidence',
      'Writing nonconformities',
    ],
    {
      categories: ['workplace-safety', 'quality-management'],
      cities: ['mumbai', 'new-delhi'],
      associations: ['qci'],
      deliveryMode: 'blended',
      durationDays: 3,
    },
  ),
  course(
    'iso-9001-lead-auditor',
    'ISO 9001:2015 Lead Auditor',
    'Lead third-party and supplier audits of quality management systems, from the audit plan to the closing meeting.',
    [
      'Principles of quality management',
      'The audit programme',
      'Leading an audit team',
      'Audit reports and follow-up',
      'Written examination',
    ],
    {
      categories: ['quality-management'],
      cities: ['mumbai', 'bengaluru', 'new-delhi'],
      associations: ['qci'],
      deliveryMode: 'classroom',
      durationDays: 5,
    },
  ),
  course(
    'statistical-process-control-in-practice',
    'Statistical Process Control in Practice',
    'Use control charts and capability studies to keep processes stable and to tell special causes from common ones.',
    ['Variation and its causes', 'X-bar and R charts', 'Attribute charts', 'Process capability Cp and Cpk'],
    {
      categories: ['quality-management', 'lean-manufacturing'],
      cities: ['pune'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 2,
    },
  ),
  course(
    'six-sigma-green-belt',
    'Six Sigma Green Belt',
    'Run DMAIC improvement projects with data: define the problem, measure, analyse root causes, improve and control.',
    [
      'Define: project charter and SIPOC',
      'Measure: data collection and MSA',
      'Analyse: hypothesis tests and regression',
      'Improve and control',
    ],
    {
      categories: ['quality-management', 'lean-manufacturing'],
      cities: ['pune', 'chennai', 'ahmedabad'],
      associations: ['qci'],
      deliveryMode: 'blended',
      durationDays: 6,
    },
  ),
  course(
    'root-cause-analysis-and-8d',
    'Root Cause Analysis and 8D Problem Solving',
    'Solve recurring quality problems for good with 5 Why, fishbone diagrams and the 8D report customers ask for.',
    ['Containment actions', '5 Why and Ishikawa diagrams', 'Verifying root causes', 'Writing the 8D report'],
    { categories: ['quality-management'], deliveryMode: 'live-online', durationDays: 1 },
  ),
  course(
    'lean-manufacturing-fundamentals',
    'Lean Manufacturing Fundamentals',
    'Recognise the eight wastes and apply 5S, standard work and visual management on your own line.',
    ['The eight wastes', '5S on the shop floor', 'Standard work', 'Visual management and daily huddles'],
    {
      categories: ['lean-manufacturing'],
      cities: ['pune', 'ahmedabad'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 2,
    },
  ),
  course(
    'total-productive-maintenance',
    'Total Productive Maintenance (TPM)',
    'Raise overall equipment effectiveness with autonomous maintenance, planned maintenance and loss analysis.',
    ['The six big losses and OEE', 'Autonomous maintenance steps', 'Planned maintenance', 'Focused improvement'],
    {
      categories: ['lean-manufacturing'],
      cities: ['chennai'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 3,
    },
  ),
  course(
    'value-stream-mapping-workshop',
    'Value Stream Mapping Workshop',
    'Map a product family from order to dispatch, find where time is lost and design the future state.',
    ['Choosing a product family', 'Current-state map', 'Takt time, flow and pull', 'Future-state map and action plan'],
    { categories: ['lean-manufacturing'], cities: ['bengaluru'], deliveryMode: 'classroom', durationDays: 1 },
  ),
  course(
    'first-time-managers-programme',
    "First-Time Managers' Programme",
    'Make the move from expert to manager: delegation, goal setting, difficult conversations and running a team meeting.',
    [
      'From doing to leading',
      'Setting goals and delegating',
      'Feedback and difficult conversations',
      'Running effective meetings',
    ],
    {
      categories: ['leadership-and-management'],
      cities: ['mumbai', 'bengaluru'],
      associations: ['ficci'],
      deliveryMode: 'blended',
      durationDays: 4,
    },
  ),
  course(
    'coaching-and-feedback-for-supervisors',
    'Coaching and Feedback for Supervisors',
    'Coach operators on the line with short, regular conversations that build skill and ownership.',
    ['The GROW coaching model', 'Giving feedback that lands', 'Practice with role plays'],
    {
      categories: ['leadership-and-management'],
      associations: ['ficci'],
      deliveryMode: 'live-online',
      durationDays: 1,
    },
  ),
  course(
    'negotiation-skills-for-purchase-teams',
    'Negotiation Skills for Purchase Teams',
    'Prepare and conduct supplier negotiations that hold: interests, BATNA, concessions and closing.',
    ['Preparing a negotiation', 'Interests, positions and BATNA', 'Trading concessions', 'Closing and the agreement'],
    {
      categories: ['leadership-and-management', 'finance-and-compliance'],
      cities: ['mumbai'],
      associations: ['ficci'],
      deliveryMode: 'classroom',
      durationDays: 2,
    },
  ),
  course(
    'gst-compliance-for-manufacturers',
    'GST Compliance for Manufacturers',
    'Get GST right in a manufacturing business: e-invoicing, input tax credit, job work and monthly returns.',
    [
      'Supply, valuation and place of supply',
      'E-invoices and e-way bills',
      'Input tax credit and GSTR-2B',
      'GSTR-1 and GSTR-3B in practice',
    ],
    {
      categories: ['finance-and-compliance'],
      cities: ['mumbai', 'ahmedabad', 'new-delhi'],
      associations: ['ficci'],
      deliveryMode: 'live-online',
      durationDays: 2,
    },
  ),
  course(
    'finance-for-non-finance-managers',
    'Finance for Non-Finance Managers',
    'Read a balance sheet and a profit and loss statement, understand costing and make the business case for a project.',
    ['Reading financial statements', 'Costing and contribution', 'Working capital', 'Capital budgeting and payback'],
    {
      categories: ['finance-and-compliance', 'leadership-and-management'],
      cities: ['pune', 'new-delhi'],
      associations: ['cii'],
      deliveryMode: 'classroom',
      durationDays: 2,
    },
  ),
  course(
    'companies-act-compliance-essentials',
    'Companies Act Compliance Essentials',
    'Know the yearly filings and board processes the Companies Act 2013 requires of a private limited company.',
    [
      'Board meetings and resolutions',
      'Annual filings: AOC-4 and MGT-7',
      'Registers and statutory records',
      'Penalties and how to avoid them',
    ],
    {
      categories: ['finance-and-compliance'],
      cities: ['new-delhi'],
      associations: ['ficci'],
      deliveryMode: 'live-online',
      durationDays: 1,
    },
  ),
  course(
    'data-analysis-with-excel-and-power-bi',
    'Data Analysis with Excel and Power BI',
    'Turn production and sales data into clear dashboards: pivot tables, Power Query and Power BI reports.',
    [
      'Cleaning data with Power Query',
      'Pivot tables and charts',
      'Data models and DAX basics',
      'Publishing a Power BI dashboard',
    ],
    {
      categories: ['digital-skills'],
      cities: ['bengaluru', 'pune'],
      associations: ['nasscom'],
      deliveryMode: 'live-online',
      durationDays: 3,
    },
  ),
  course(
    'industrial-iot-for-plant-engineers',
    'Industrial IoT for Plant Engineers',
    'Connect machines, collect sensor data and use it for condition monitoring and OEE tracking.',
    ['Sensors, PLCs and gateways', 'MQTT and OPC UA', 'Condition monitoring use cases', 'A pilot project plan'],
    {
      categories: ['digital-skills', 'lean-manufacturing'],
      cities: ['bengaluru', 'chennai'],
      associations: ['nasscom'],
      deliveryMode: 'blended',
      durationDays: 3,
    },
  ),
  course(
    'cyber-security-awareness-for-office-staff',
    'Cyber Security Awareness for Office Staff',
    'Spot phishing, protect passwords and company data, and know what to do when something looks wrong.',
    [
      'Phishing and social engineering',
      'Passwords and multi-factor sign-in',
      'Handling company data',
      'Reporting an incident',
    ],
    { categories: ['digital-skills'], associations: ['nasscom'], deliveryMode: 'live-online', durationDays: 1 },
  ),
  course(
    'machine-guarding-and-lockout',
    'Machine Guarding and Lockout',
    'Guard moving machinery and control hazardous energy during maintenance (in preparation: not published yet).',
    ['Machine hazards', 'Fixed, interlocked and light-curtain guards', 'Lockout procedures'],
    {
      categories: ['workplace-safety'],
      cities: ['pune'],
      deliveryMode: 'classroom',
      durationDays: 1,
      isPublished: false,
    },
  ),
];

export interface DemoInterest {
  readonly course: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly organisation: string;
  readonly status: InterestStatus;
}

export const INTERESTS: readonly DemoInterest[] = [
  {
    course: 'fire-safety-and-emergency-preparedness',
    name: 'Priya Deshmukh',
    email: 'priya.deshmukh@tatva-auto.example.com',
    phone: '+91 98220 41870',
    organisation: 'Tatva Auto Components',
    status: InterestStatus.CONTACTED,
  },
  {
    course: 'six-sigma-green-belt',
    name: 'Arjun Menon',
    email: 'arjun.menon@malabar-foods.example.com',
    phone: '+91 94470 22815',
    organisation: 'Malabar Foods',
    status: InterestStatus.NEW,
  },
  {
    course: 'six-sigma-green-belt',
    name: 'Neha Agarwal',
    email: 'neha.agarwal@indus-polymers.example.com',
    phone: '+91 98100 67321',
    organisation: 'Indus Polymers',
    status: InterestStatus.NEW,
  },
  {
    course: 'gst-compliance-for-manufacturers',
    name: 'Rahul Bhatt',
    email: 'rahul.bhatt@sabarmati-textiles.example.com',
    phone: '+91 98250 11904',
    organisation: 'Sabarmati Textiles',
    status: InterestStatus.CONTACTED,
  },
  {
    course: 'lean-manufacturing-fundamentals',
    name: 'Kavya Reddy',
    email: 'kavya.reddy@deccan-pumps.example.com',
    phone: '+91 99890 53412',
    organisation: 'Deccan Pumps',
    status: InterestStatus.NEW,
  },
  {
    course: 'iso-9001-lead-auditor',
    name: 'Sanjay Kulkarni',
    email: 'sanjay.kulkarni@tatva-auto.example.com',
    phone: '+91 98221 77340',
    organisation: 'Tatva Auto Components',
    status: InterestStatus.CONTACTED,
  },
  {
    course: 'first-time-managers-programme',
    name: 'Fatima Sheikh',
    email: 'fatima.sheikh@konkan-logistics.example.com',
    phone: '+91 98670 23098',
    organisation: 'Konkan Logistics',
    status: InterestStatus.REJECTED,
  },
  {
    course: 'data-analysis-with-excel-and-power-bi',
    name: 'Vikram Singh',
    email: 'vikram.singh@indus-polymers.example.com',
    phone: '+91 98110 40552',
    organisation: 'Indus Polymers',
    status: InterestStatus.CONTACTED,
  },
];

/** An enrollment made directly (Variant A) or from one of the interests above, named by its email (Variant B). */
export interface DemoEnrollment {
  readonly course: string;
  readonly learner:
    | { readonly learnerName: string; readonly learnerEmail: string; readonly organisation: string }
    | { readonly fromInterest: string };
  /** Days from the day of the seeding; negative for a session that already took place. */
  readonly scheduledInDays: number;
  readonly status: EnrollmentStatus;
}

export const ENROLLMENTS: readonly DemoEnrollment[] = [
  {
    course: 'fire-safety-and-emergency-preparedness',
    learner: { fromInterest: 'priya.deshmukh@tatva-auto.example.com' },
    scheduledInDays: 14,
    status: EnrollmentStatus.CONFIRMED,
  },
  {
    course: 'iso-9001-lead-auditor',
    learner: { fromInterest: 'sanjay.kulkarni@tatva-auto.example.com' },
    scheduledInDays: -30,
    status: EnrollmentStatus.ACHIEVED,
  },
  {
    course: 'gst-compliance-for-manufacturers',
    learner: { fromInterest: 'rahul.bhatt@sabarmati-textiles.example.com' },
    scheduledInDays: 7,
    status: EnrollmentStatus.IN_PROGRESS,
  },
  {
    course: 'lean-manufacturing-fundamentals',
    learner: {
      learnerName: 'Meenakshi Iyer',
      learnerEmail: 'meenakshi.iyer@deccan-pumps.example.com',
      organisation: 'Deccan Pumps',
    },
    scheduledInDays: 21,
    status: EnrollmentStatus.PENDING,
  },
  {
    course: 'statistical-process-control-in-practice',
    learner: {
      learnerName: 'Harish Patel',
      learnerEmail: 'harish.patel@sabarmati-textiles.example.com',
      organisation: 'Sabarmati Textiles',
    },
    scheduledInDays: 28,
    status: EnrollmentStatus.CONFIRMED,
  },
];
