/** An athlete's squad record as staff enter it (docs/product/club-administration.md §4). */
export interface AthleteFields {
  name: string;
  preferredName: string | null;
  shirtNumber: number | null;
  /** A position's name: one of the club's, or of its sport's standard ones. */
  position: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  deviceSerials: string[];
  maxHeartRateBpm: number | null;
  topSpeedReferenceKph: number | null;
}

export type AthleteField = keyof AthleteFields;

export interface FieldProblem {
  field: AthleteField;
  message: string;
}

export const MAX_ATHLETE_NAME_CHARS = 100;
export const MAX_SHIRT_NUMBER = 999;
export const MIN_MAX_HEART_RATE_BPM = 100;
export const MAX_MAX_HEART_RATE_BPM = 250;
export const MAX_TOP_SPEED_REFERENCE_KPH = 50;
const MAX_DEVICE_SERIAL_CHARS = 64;

export const ATHLETE_RULE_TEXTS = {
  nameBlank: "Name can't be blank.",
  nameLong: `Name is longer than ${MAX_ATHLETE_NAME_CHARS} characters.`,
  preferredNameLong: `Preferred name is longer than ${MAX_ATHLETE_NAME_CHARS} characters.`,
  shirtNumber: `Shirt number must be a whole number from 0 to ${MAX_SHIRT_NUMBER}.`,
  dateOfBirth: 'Date of birth must be a past date such as 2004-05-17.',
  maxHeartRate: `Max heart rate must be a whole number from ${MIN_MAX_HEART_RATE_BPM} to ${MAX_MAX_HEART_RATE_BPM} bpm.`,
  topSpeed: `Top speed reference must be above 0 and at most ${MAX_TOP_SPEED_REFERENCE_KPH} km/h.`,
  deviceSerial: `A device serial is at most ${MAX_DEVICE_SERIAL_CHARS} characters.`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, from 1900 to `today` (YYYY-MM-DD). */
export function isPastIsoDate(text: string, today: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  return real && date.getUTCDate() === day && year >= 1900 && text <= today;
}

/** The rules of an athlete's fields broken by `fields`, each under its field. */
export function athleteFieldProblems(fields: AthleteFields, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: AthleteField, message: string) => problems.push({ field, message });
  const name = fields.name.trim();
  if (name === '') add('name', ATHLETE_RULE_TEXTS.nameBlank);
  if (name.length > MAX_ATHLETE_NAME_CHARS) add('name', ATHLETE_RULE_TEXTS.nameLong);
  if ((fields.preferredName?.trim().length ?? 0) > MAX_ATHLETE_NAME_CHARS)
    add('preferredName', ATHLETE_RULE_TEXTS.preferredNameLong);
  const shirt = fields.shirtNumber;
  if (shirt !== null && !(Number.isInteger(shirt) && shirt >= 0 && shirt <= MAX_SHIRT_NUMBER))
    add('shirtNumber', ATHLETE_RULE_TEXTS.shirtNumber);
  if (fields.dateOfBirth !== null && !isPastIsoDate(fields.dateOfBirth, today))
    add('dateOfBirth', ATHLETE_RULE_TEXTS.dateOfBirth);
  const bpm = fields.maxHeartRateBpm;
  const bpmOk =
    bpm === null ||
    (Number.isInteger(bpm) && bpm >= MIN_MAX_HEART_RATE_BPM && bpm <= MAX_MAX_HEART_RATE_BPM);
  if (!bpmOk) add('maxHeartRateBpm', ATHLETE_RULE_TEXTS.maxHeartRate);
  const kph = fields.topSpeedReferenceKph;
  if (kph !== null && !(kph > 0 && kph <= MAX_TOP_SPEED_REFERENCE_KPH))
    add('topSpeedReferenceKph', ATHLETE_RULE_TEXTS.topSpeed);
  if (fields.deviceSerials.some((serial) => serial.length > MAX_DEVICE_SERIAL_CHARS))
    add('deviceSerials', ATHLETE_RULE_TEXTS.deviceSerial);
  return problems;
}

/** The text of a list cell or field ('A; B') as its items, trimmed, empty ones and repeats left out. */
export function listItems(text: string): string[] {
  return [
    ...new Set(
      text
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
