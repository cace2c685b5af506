import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

/**
 * The app's Apollo client for route loaders, which run before any component: a page can
 * start its query while the shell still asks for its own. Set once, where the app starts.
 */
export function setRouteClient(appClient: ApolloClient | null): void {
  client = appClient;
}

export function routeClient(): ApolloClient | null {
  return client;
}
