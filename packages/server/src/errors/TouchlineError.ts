import {
  errorCatalogue,
  type CatalogueEntry,
  type ErrorCode,
  type ErrorDetails,
  type GraphqlErrorCode,
} from './errorCatalogue.js';

function textOf(entry: CatalogueEntry, details: unknown[]): string {
  return typeof entry.text === 'string'
    ? entry.text
    : (entry.text as (d: unknown) => string)(details[0]);
}

/**
 * A failure of the catalogue (errorCatalogue.ts): its code, the text a
 * person reads, its HTTP status and GraphQL code. Throw it anywhere (a
 * resolver, a service, a route, a hook); sendError and maskUnexpectedError
 * answer it. Free of GraphQL and Fastify, so the command line loads it cheaply.
 */
export class TouchlineError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'TouchlineError';
  readonly status: number;
  readonly graphqlCode: GraphqlErrorCode;

  constructor(
    readonly code: C,
    ...details: ErrorDetails<C>
  ) {
    const entry: CatalogueEntry = errorCatalogue[code];
    super(textOf(entry, details));
    this.status = entry.status;
    this.graphqlCode = entry.graphqlCode;
  }

  /** Narrows what was thrown (instanceof alone would leave the code untyped). */
  static is(error: unknown): error is TouchlineError {
    return error instanceof TouchlineError;
  }

  /**
   * Ours or the operator's: a web user is told only 'Internal server error'.
   * A busy server (503) says so: nothing is wrong, and the person may try again.
   */
  get isInternal(): boolean {
    return this.graphqlCode === 'INTERNAL_SERVER_ERROR';
  }

  /**
   * GraphQL's error extensions. graphql-js copies them onto the error it
   * wraps this one in (a resolver's, or a variable's coercion).
   */
  get extensions(): { code: GraphqlErrorCode } {
    return { code: this.graphqlCode };
  }
}
