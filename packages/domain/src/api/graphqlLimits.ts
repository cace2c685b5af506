/**
 * The most GraphQL operations one HTTP request may carry: the server refuses
 * more, and the web app's batch link sends at most this many together.
 */
export const GRAPHQL_MAX_BATCH = 20;
