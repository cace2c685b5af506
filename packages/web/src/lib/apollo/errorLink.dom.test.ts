import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../browserLocation';
import { DEFAULT_OPTIONS } from './createApolloClient';
import { createSignInErrorLink, KEEPS_OFFLINE_FAILURES } from './errorLink';

const PersonQuery = gql`
  query Person {
    currentPerson {
      id
    }
  }
`;

function clientAnswering(fetchImpl: () => Promise<Response>) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    defaultOptions: DEFAULT_OPTIONS,
    link: ApolloLink.from([
      createSignInErrorLink(),
      new HttpLink({ uri: '/api/graphql', fetch: fetchImpl }),
    ]),
  });
}

const respond = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('the sign-in error link', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let reportError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.history.replaceState(null, '', '/sessions/7?athlete=3');
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    reportError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a 401 to sign-in with the current path as next, and settles nothing', async () => {
    const onSettled = vi.fn();
    clientAnswering(respond(401, { errors: [{ message: 'Unauthorised' }] }))
      .query({ query: PersonQuery })
      .then(onSettled, onSettled);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/api/auth/identities/sign_in?next=%2Fsessions%2F7%3Fathlete%3D3',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSettled).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends a network failure without a status to sign-in', async () => {
    clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
      .query({
        query: PersonQuery,
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
  });

  it('leaves other statuses to the caller', async () => {
    const result = await clientAnswering(respond(500, { message: 'Boom' })).query({
      query: PersonQuery,
    });
    expect(result.error?.message).toContain('500');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves GraphQL errors to the caller', async () => {
    const result = await clientAnswering(
      respond(200, { data: null, errors: [{ message: 'Club not found' }] }),
    ).query({ query: PersonQuery });
    expect(result.error?.message).toContain('Club not found');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a network failure to an operation that keeps what it sends offline', async () => {
    const result = await clientAnswering(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ).query({ query: PersonQuery, context: { [KEEPS_OFFLINE_FAILURES]: true } });
    expect(result.error?.message).toContain('Failed to fetch');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a network failure to the caller while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await clientAnswering(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ).query({ query: PersonQuery });
    onLine.mockRestore();
    expect(result.error?.message).toContain('Failed to fetch');
    expect(assign).not.toHaveBeenCalled();
  });
});
