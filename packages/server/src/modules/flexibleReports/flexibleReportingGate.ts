import type { Access } from '../../access/Access.js';

/**
 * Whether the club has Flexible Reporting (its customer_flexible_reporting
 * switch): a club without it has no reports to anyone, as if none existed.
 */
export async function flexibleReportingOn(access: Access, clubId: string): Promise<boolean> {
  const switches = await access.loaders.featureSwitchesByClubId.load(clubId);
  return switches.get('customer_flexible_reporting') ?? false;
}
