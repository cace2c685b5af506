import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import type { MutationErrorFieldsFragment } from '../../gql/graphql';
import { mutationErrorMessages } from '../../lib/mutationErrors';

/** A failed mutation as the editor shows it: a title and the lines under it (docs/product/dashboard-and-segments.md §8). */
export interface MutationFailure {
  kind: 'graphql' | 'validation' | 'client';
  title: string;
  details: string[];
}

/** A payload's `errors { ...MutationErrorFields }` entry; the client's own checks have no path. */
export type PayloadError = Pick<MutationErrorFieldsFragment, 'fullMessages'> &
  Partial<Pick<MutationErrorFieldsFragment, 'path'>>;

export const MUTATION_ERROR_TITLES = {
  graphql: 'A GraphQL error occurred',
  validation: 'A validation error occurred',
  client: 'Something went wrong, please try again',
} as const;

function firstAndRest(messages: string[], defaultTitle: string): [string, string[]] {
  const [first, ...rest] = messages.filter((message) => message.trim() !== '');
  return first === undefined ? [defaultTitle, []] : [first, rest];
}

/** The server's `errors` list: the first full message is the title, the rest are details. */
export function validationFailure(errors: readonly PayloadError[]): MutationFailure {
  const [title, details] = firstAndRest(
    mutationErrorMessages(errors),
    MUTATION_ERROR_TITLES.validation,
  );
  return { kind: 'validation', title, details };
}

/** Where a client-side failure came from, as its detail lines are prefixed. */
function clientDetails(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => `GraphQL: ${e.message}`);
  if (CombinedProtocolErrors.is(error)) return error.errors.map((e) => `Protocol: ${e.message}`);
  if (ServerError.is(error) || ServerParseError.is(error) || error instanceof TypeError) {
    return [`Network: ${error.message}`];
  }
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause !== undefined ? clientDetails(error.cause) : [];
  return [`Apollo: ${message}`, ...cause];
}

/**
 * A thrown error: GraphQL errors give their first message as the title and the rest as details;
 * anything else (network, protocol, the client itself) gets a generic title and prefixed details.
 */
export function thrownFailure(error: unknown): MutationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const [title, details] = firstAndRest(
      error.errors.map((e) => e.message),
      MUTATION_ERROR_TITLES.graphql,
    );
    return { kind: 'graphql', title, details };
  }
  return { kind: 'client', title: MUTATION_ERROR_TITLES.client, details: clientDetails(error) };
}

/** One line for a banner or a snackbar: the title, then the details. */
export function failureText(failure: MutationFailure): string {
  return [failure.title, ...failure.details].join(' · ');
}
