import type { AthleteAttributes, SquadAthleteFieldsFragment } from '../../gql/graphql';

/** The add/edit dialog's fields as typed (text), before they become attributes. */
export interface AthleteFormValues {
  name: string;
  preferredName: string;
  shirtNumber: string;
  position: string;
  dateOfBirth: string;
  deviceSerials: string;
  maxHeartRateBpm: string;
  topSpeedReferenceKph: string;
  groupIds: string[];
}

export function athleteFormValues(athlete: SquadAthleteFieldsFragment | null): AthleteFormValues {
  const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));
  return {
    name: athlete?.name ?? '',
    preferredName: text(athlete?.preferredName),
    shirtNumber: text(athlete?.shirtNumber),
    position: text(athlete?.position),
    dateOfBirth: text(athlete?.dateOfBirth),
    deviceSerials: athlete?.deviceSerials.join('; ') ?? '',
    maxHeartRateBpm: text(athlete?.maxHeartRateBpm),
    topSpeedReferenceKph: text(athlete?.topSpeedReferenceKph),
    groupIds: athlete?.groups.map((group) => group.id) ?? [],
  };
}

/** A typed number, or null when left empty (the server says what a bad one breaks). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function athleteAttributes(values: AthleteFormValues): AthleteAttributes {
  return {
    name: values.name,
    preferredName: values.preferredName || null,
    shirtNumber: numberOrNull(values.shirtNumber),
    position: values.position || null,
    dateOfBirth: values.dateOfBirth || null,
    deviceSerials: values.deviceSerials
      .split(/[;,]/)
      .map((serial) => serial.trim())
      .filter(Boolean),
    maxHeartRateBpm: numberOrNull(values.maxHeartRateBpm),
    topSpeedReferenceKph: numberOrNull(values.topSpeedReferenceKph),
    groupIds: values.groupIds,
  };
}
