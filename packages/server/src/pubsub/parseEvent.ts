import type { EventDeclarations } from './defineEvent.js';
import { declaredEvents } from './declaredEvents.js';
import type { TouchlineEvent } from './touchlineEvents.js';

/**
 * A NOTIFY payload as one of the declared events, or null when it is not
 * one (another version's event, or a malformed one): its topic must be
 * declared and its payload pass that event's check. Fields the check does
 * not name are dropped.
 */
export function parseEvent(
  payload: string,
  events: EventDeclarations = declaredEvents,
): TouchlineEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('topic' in value)) return null;
  const { topic } = value;
  if (typeof topic !== 'string' || !Object.hasOwn(events, topic)) return null;
  const checked = events[topic]!.payload.safeParse(value);
  return checked.success ? ({ topic, ...checked.data } as TouchlineEvent) : null;
}
