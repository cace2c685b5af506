import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../browserLocation';
import { BUSY_TRIES, createBusyRetryLink } from './busyRetryLink';
import { DEFAULT_OPTIONS } from './createApolloClient';
import { createSignInErrorLink } from './errorLink';

const PersonQuery = gql`
  query Person {
    currentPerson {
      id
    }
  }
`;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const busy = () =>
  json(503, { error: 'The server is busy: try again in a moment.' }, { 'retry-after': '2' });
const person = () => json(200, { data: { currentPerson: { __typename: 'Person', id: 'p1' } } });

function clientAnswering(fetchImpl: () => Promise<Response>) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    defaultOptions: DEFAULT_OPTIONS,
    link: ApolloLink.from([
      createSignInErrorLink(),
      createBusyRetryLink(),
      new HttpLink({ uri: '/api/graphql', fetch: fetchImpl }),
    ]),
  });
}

describe('a busy server (503)', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is asked again after the Retry-After it gave, and the page gets the answer', async () => {
    const fetchImpl = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(person());
    const result = clientAnswering(fetchImpl).query({ query: PersonQuery });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).data).toEqual({ currentPerson: { __typename: 'Person', id: 'p1' } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it(`shows the error after ${BUSY_TRIES} tries, and never signs the person out`, async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(busy()));
    const result = clientAnswering(fetchImpl).query({ query: PersonQuery });
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(error?.message).toContain('503');
    expect(fetchImpl).toHaveBeenCalledTimes(BUSY_TRIES);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves every other failure to the sign-in link and the caller, untried', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(json(500, { message: 'Boom' })));
    const { error } = await clientAnswering(fetchImpl).query({ query: PersonQuery });
    expect(error?.message).toContain('500');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
