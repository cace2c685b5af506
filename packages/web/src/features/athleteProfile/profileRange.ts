/** The ranges a profile offers (docs/product/athlete-app.md §2.3), the last 12 months first. */
export const PROFILE_RANGES = [
  { id: 'last12Months', label: 'Last 12 months', days: 365 },
  { id: 'last3Months', label: 'Last 3 months', days: 91 },
  { id: 'last4Weeks', label: 'Last 4 weeks', days: 28 },
] as const;

export type ProfileRangeId = (typeof PROFILE_RANGES)[number]['id'];

const DAY_MS = 86_400_000;

/** The instants a range covers, ending now: what the profile's query asks for. */
export function profileRangeOf(id: ProfileRangeId, now: Date): { from: string; to: string } {
  const { days } = PROFILE_RANGES.find((range) => range.id === id)!;
  return { from: new Date(now.getTime() - days * DAY_MS).toISOString(), to: now.toISOString() };
}
