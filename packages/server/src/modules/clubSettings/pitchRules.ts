import type { Sport } from '@touchline/domain';
import type { InputIssue } from '../../errors/mutationOutcome.js';
import type { PitchInput } from '../../generated/graphql.js';

export const PITCH_NAME_MAX_LENGTH = 60;

/** The lengths and widths a pitch of a sport may have, in metres: generous bounds of real grounds. */
interface SizeRange {
  minLengthM: number;
  maxLengthM: number;
  minWidthM: number;
  maxWidthM: number;
}

const FIELD: SizeRange = { minLengthM: 20, maxLengthM: 200, minWidthM: 10, maxWidthM: 150 };
const COURT: SizeRange = { minLengthM: 10, maxLengthM: 50, minWidthM: 5, maxWidthM: 30 };

/** docs/product/club-administration.md §5 "Pitches": the plausible sizes of each sport's pitch. */
export const PITCH_SIZES: Record<Sport, SizeRange> = {
  american_football: FIELD,
  association_football: FIELD,
  association_football_referees: FIELD,
  baseball: FIELD,
  basketball: COURT,
  cricket: FIELD,
  gaelic_football: FIELD,
  hockey: FIELD,
  hurling: FIELD,
  mens_lacrosse: FIELD,
  other: FIELD,
  polo: { minLengthM: 100, maxLengthM: 300, minWidthM: 50, maxWidthM: 200 },
  rugby: FIELD,
  rugby_league: FIELD,
  shinty: FIELD,
  volleyball: COURT,
  womens_lacrosse: FIELD,
};

/** A pitch's fields, checked. */
export type PitchFields = PitchInput;

const metres = (value: number) => `${value} m`;

/** The fields, or the rules they break under `input` (docs/product/club-administration.md §5 "Pitches"). */
export function pitchFieldsOf(
  input: PitchInput,
  sport: Sport,
): { fields: PitchFields | null; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const issue = (field: keyof PitchInput, message: string) =>
    issues.push({ path: ['input', field], message });
  const name = input.name.trim();
  if (!name) issue('name', 'Name is required.');
  else if (name.length > PITCH_NAME_MAX_LENGTH)
    issue('name', `Name must be at most ${PITCH_NAME_MAX_LENGTH} characters.`);
  const within = (value: number, min: number, max: number) =>
    Number.isFinite(value) && value >= min && value <= max;
  if (!within(input.centreLatDeg, -90, 90))
    issue('centreLatDeg', 'Latitude must be between -90 and 90.');
  if (!within(input.centreLonDeg, -180, 180))
    issue('centreLonDeg', 'Longitude must be between -180 and 180.');
  if (!within(input.bearingDeg, 0, 360))
    issue('bearingDeg', 'Bearing must be between 0 and 360 degrees.');
  const size = PITCH_SIZES[sport];
  if (!Number.isFinite(input.lengthM) || input.lengthM < size.minLengthM)
    issue('lengthM', `A pitch must be at least ${metres(size.minLengthM)} long.`);
  else if (input.lengthM > size.maxLengthM)
    issue('lengthM', `A pitch can be at most ${metres(size.maxLengthM)} long.`);
  if (!Number.isFinite(input.widthM) || input.widthM < size.minWidthM)
    issue('widthM', `A pitch must be at least ${metres(size.minWidthM)} wide.`);
  else if (input.widthM > size.maxWidthM)
    issue('widthM', `A pitch can be at most ${metres(size.maxWidthM)} wide.`);
  else if (input.widthM > input.lengthM)
    issue('widthM', 'The width is across the pitch: it cannot be more than the length.');
  if (issues.length > 0) return { fields: null, issues };
  return { fields: { ...input, name }, issues };
}
