import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  LocalStateError,
  ServerError,
} from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { MUTATION_ERROR_TITLES, thrownFailure, validationFailure } from './mutationErrors';

describe('validationFailure', () => {
  it('titles the failure with the first full message, the rest as details', () => {
    expect(
      validationFailure([
        { path: ['title'], fullMessages: ["Title can't be blank"] },
        { path: ['endTime'], fullMessages: ['End time must be after the start time'] },
      ]),
    ).toEqual({
      kind: 'validation',
      title: "Title can't be blank",
      details: ['End time must be after the start time'],
    });
  });

  it('falls back to the default title', () => {
    expect(validationFailure([{ fullMessages: [] }]).title).toBe('A validation error occurred');
  });
});

describe('thrownFailure', () => {
  it('reads a GraphQL error: first message as title', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Segment not found' }, { message: 'Second' }],
    });
    expect(thrownFailure(error)).toEqual({
      kind: 'graphql',
      title: 'Segment not found',
      details: ['Second'],
    });
    expect(thrownFailure(new CombinedGraphQLErrors({ errors: [] })).title).toBe(
      MUTATION_ERROR_TITLES.graphql,
    );
  });

  it('prefixes network, protocol and client details', () => {
    const network = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    expect(thrownFailure(network)).toEqual({
      kind: 'client',
      title: MUTATION_ERROR_TITLES.client,
      details: ['Network: Response not successful: Received status code 502'],
    });
    expect(thrownFailure(new TypeError('Failed to fetch')).details).toEqual([
      'Network: Failed to fetch',
    ]);
    expect(
      thrownFailure(new CombinedProtocolErrors([{ message: 'Socket closed' }])).details,
    ).toEqual(['Protocol: Socket closed']);
    expect(thrownFailure(new LocalStateError('No resolver')).details[0]).toBe(
      'Apollo: No resolver',
    );
  });
});
