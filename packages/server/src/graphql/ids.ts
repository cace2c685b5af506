const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Put by guardArguments in place of an ID argument that is not a UUID: well
 * formed, so it may reach a uuid cast, and never generated (ids are random,
 * version 4), so it finds nothing.
 */
export const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

/** Ids are UUIDs; anything else, and NO_SUCH_ID, cannot exist (and need no query to say so). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== NO_SUCH_ID && UUID.test(value);
}
