import type { PermissionAction, PolicySubject } from '@touchline/domain';

/** What a member is told when the policy refuses them an action their club allows others. */
const REFUSALS: Partial<Record<`${PermissionAction} ${PolicySubject}`, string>> = {
  'Create Session': 'Only club staff can create sessions',
  'Export Session': 'You do not have permission to export this session.',
  'Show ClubSettings': 'Only club staff can see or change the metric settings',
  'Update ClubSettings': 'Only club staff can see or change the metric settings',
  'Show BillingSubscription': 'Only club staff can manage the subscription',
  'Create Upload': 'Athletes can upload only their own data.',
  'Create TrackerUnlock': 'Only Touchline staff can unlock tracker diagnostics',
};

export function refusalOf(action: PermissionAction, subject: PolicySubject): string {
  return REFUSALS[`${action} ${subject}`] ?? 'You do not have permission to do this.';
}
