import type { DeclaredEvents } from '../modules/defineModule.js';
import { modules } from '../modules/modules.js';
import type { EventDeclarations } from './defineEvent.js';

export type DeclaredEventMap = DeclaredEvents<(typeof modules)[number]>;

/** Every module's live events, by topic (modules/modules.ts). */
export const declaredEvents: EventDeclarations = Object.assign(
  {},
  ...modules.map((module) => module.events),
) as EventDeclarations;
