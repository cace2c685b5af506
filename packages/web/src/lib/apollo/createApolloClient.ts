import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { LocalState } from '@apollo/client/local-state';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import { createClient } from 'graphql-ws';
import introspection from '../../gql/possibleTypes';
import { csrfToken } from '../auth/csrfToken';
import { redirectToSignIn } from '../auth/signInUrl';
import { isSigningOut } from '../auth/signOut';
import { browserTimeZone } from '../timeZone';
import { createBusyRetryLink } from './busyRetryLink';
import { createSignInErrorLink } from './errorLink';
import { readCurrentClub } from './currentClub';

/** The cache, with `Query.currentClub` resolved from local storage. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      Query: { fields: { currentClub: { read: readCurrentClub } } },
      // A column's id (e.g. 'total_distance_m') names it within its dataset only: stored
      // in its dataset, so one dataset's rows never overwrite another's.
      DatasetColumn: { keyFields: false },
      // A club's settings have no id of their own: the pages that read parts of them share one.
      ClubSettings: { merge: true },
      MetricSettings: { merge: true },
      // An import's lists come whole in every answer and event: the newest replaces them.
      Import: { fields: { files: { merge: false }, overlappingSessions: { merge: false } } },
    },
  });
}

/** Close code the server uses on the socket when the session is gone. */
const SIGNED_OUT_CLOSE_CODE = 4401;

function cableUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/cable`;
}

/** Partial data is still shown next to errors (docs/product/shell-and-sessions.md §7). */
export const DEFAULT_OPTIONS = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} satisfies ApolloClient.DefaultOptions.Input;

export function createApolloClient(): ApolloClient {
  const headersLink = new SetContextLink(({ headers }) => ({
    headers: {
      ...(headers as Record<string, string> | undefined),
      'X-Time-Zone': browserTimeZone(),
      'X-CSRF-Token': csrfToken(),
    },
  }));
  const httpLink = ApolloLink.from([
    createSignInErrorLink(),
    // Inside the sign-in link: a busy server's 503 is tried again before anyone sees it.
    createBusyRetryLink(),
    headersLink,
    // Queries a screen starts together travel as one request (one round trip), up
    // to the server's batch limit: one request also shares its loaders.
    new BatchHttpLink({
      uri: '/api/graphql',
      credentials: 'same-origin',
      batchInterval: 10,
      batchMax: GRAPHQL_MAX_BATCH,
      // An operation asking for a large answer (context `ownRequest`, e.g. a dataset's
      // table) travels alone: batched, the small answers beside it would wait for it.
      batchKey: (operation) => {
        const { headers, ownRequest } = operation.getContext() as {
          headers?: unknown;
          ownRequest?: boolean;
        };
        return `${JSON.stringify(headers ?? {})}${ownRequest ? `:${operation.operationName}` : ''}`;
      },
    }),
  ]);
  const wsLink = new GraphQLWsLink(
    createClient({
      url: cableUrl(),
      lazy: true,
      on: {
        closed: (event) => {
          if ((event as { code?: number }).code === SIGNED_OUT_CLOSE_CODE && !isSigningOut()) {
            redirectToSignIn();
          }
        },
      },
    }),
  );
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), wsLink, httpLink);
  return new ApolloClient({
    cache: createCache(),
    link,
    localState: new LocalState(),
    defaultOptions: DEFAULT_OPTIONS,
  });
}
