import type { z } from 'zod';

/**
 * A live event a module publishes through NOTIFY: its payload's shape (ids
 * only: subscribers load fresh data and re-check access), checked on arrival,
 * since another version's process may publish something else.
 */
export interface EventDeclaration<P extends z.ZodObject = z.ZodObject, R extends string = never> {
  payload: P;
  /** The payload field subscribers listen by (e.g. a club's events reach only that club's pages). */
  routedBy?: R;
}

export type EventDeclarations = Record<string, EventDeclaration<z.ZodObject, string>>;

/** The payload field an event is routed by, or never. */
export type RoutedBy<D extends EventDeclaration<z.ZodObject, string>> = Exclude<
  D['routedBy'],
  undefined
>;

export function defineEvent<P extends z.ZodObject>(declaration: {
  payload: P;
}): EventDeclaration<P>;
export function defineEvent<
  P extends z.ZodObject,
  R extends keyof z.infer<P> & string,
>(declaration: { payload: P; routedBy: R }): EventDeclaration<P, R>;
export function defineEvent(declaration: EventDeclaration<z.ZodObject, string>) {
  return declaration;
}
