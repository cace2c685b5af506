/** Billing subscription enumerations (docs/product/shell-and-sessions.md §3). */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'paused', 'unpaid'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_KINDS = ['Chargebee', 'Manual', 'Stripe'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
