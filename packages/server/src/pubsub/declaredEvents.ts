import type { DeclaredEvents } from '../modules/defineModule.js';
import { modules } from '../modules/modules.js';
import type { EventDeclarations } from './defineEvent.js';

export type DeclaredEventMap = DeclaredEvents<ReturnType<typeof modules>[number]>;

let events: EventDeclarations | undefined;

/**
 * Every module's live events, by topic (modules/modules.ts). Read on first
 * use, not on import: the module list imports code that imports this file.
 */
export function declaredEvents(): EventDeclarations {
  events ??= Object.assign({}, ...modules().map((module) => module.events)) as EventDeclarations;
  return events;
}
