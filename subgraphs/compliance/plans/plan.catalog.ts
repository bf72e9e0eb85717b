import type { EntityTypeOption, SubscriptionPlan } from './plan.types.js';

/** The plans are product data, not tenant data: they change with a release, not at run time. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'FREE',
    name: 'Free',
    monthlyPrice: 0,
    limits: { entities: 1, users: 2, workflows: 5 },
    features: ['Compliance calendar', 'Document templates'],
  },
  {
    id: 'STARTER',
    name: 'Starter',
    monthlyPrice: 49,
    limits: { entities: 3, users: 5, workflows: 25 },
    features: ['Compliance calendar', 'Document templates', 'Document vault', 'Email reminders'],
  },
  {
    id: 'PROFESSIONAL',
    name: 'Professional',
    monthlyPrice: 149,
    limits: { entities: 10, users: 20, workflows: 100 },
    features: ['Everything in Starter', 'AI document extraction', 'MCA form auto-fill', 'Audit trail export'],
  },
  {
    id: 'ENTERPRISE',
    name: 'Enterprise',
    monthlyPrice: 499,
    limits: { entities: 100, users: 200, workflows: 1000 },
    features: ['Everything in Professional', 'ERP webhook', 'Dedicated support', 'Custom workflows'],
  },
];

export const ENTITY_TYPES: readonly EntityTypeOption[] = [
  { value: 'PRIVATE_LIMITED', label: 'Private Limited Company' },
  { value: 'PUBLIC_LIMITED', label: 'Public Limited Company' },
  { value: 'LLP', label: 'Limited Liability Partnership' },
];
