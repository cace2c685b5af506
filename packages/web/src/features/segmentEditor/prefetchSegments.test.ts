import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../lib/apollo/createApolloClient';
import { setRouteClient } from '../../lib/apollo/routeClient';
import { prefetchSegments, takePrefetchedSegments } from './prefetchSegments';

function clientAnswering(answer: () => Record<string, unknown>) {
  let requests = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests += 1;
        observer.next({ data: answer() });
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: DEFAULT_OPTIONS,
  });
  return { client, requests: () => requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchSegments', () => {
  afterEach(() => setRouteClient(null));

  it('asks the network at once, and lets the page use that answer for a few seconds', async () => {
    const { client, requests } = clientAnswering(() => ({ session: null }));
    setRouteClient(client);
    prefetchSegments('s1');
    expect(takePrefetchedSegments('s1')).toBe(false);
    await flush();
    expect(requests()).toBe(1);
    expect(takePrefetchedSegments('s1')).toBe(true);
    expect(takePrefetchedSegments('s1', Date.now() + 11_000)).toBe(false);
    expect(takePrefetchedSegments('s2')).toBe(false);
  });

  it('forgets an earlier answer when a new navigation asks again', async () => {
    const { client } = clientAnswering(() => ({ session: null }));
    setRouteClient(client);
    prefetchSegments('s1');
    await flush();
    prefetchSegments('s1');
    expect(takePrefetchedSegments('s1')).toBe(false);
  });

  it('does not count an answer that failed', async () => {
    const link = new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('offline'))),
    );
    setRouteClient(
      new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: DEFAULT_OPTIONS }),
    );
    prefetchSegments('s3');
    await flush();
    expect(takePrefetchedSegments('s3')).toBe(false);
  });
});
