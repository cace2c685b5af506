import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The first thing a subscription hears (an event or its error), as a signed-in
 * browser with this cookie; `poke` is called until then, to make the event
 * a subscription that wrongly listens would hear.
 */
export async function firstCableAnswer(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
  poke: () => Promise<void>,
): Promise<unknown> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
  let answered = false;
  const answer = new Promise<unknown>((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: resolve,
        error: resolve,
        complete: () => resolve('complete'),
      },
    );
  }).finally(() => {
    answered = true;
  });
  const poking = (async () => {
    while (!answered) {
      await poke();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return await answer;
  } finally {
    await poking;
    await client.dispose();
  }
}
