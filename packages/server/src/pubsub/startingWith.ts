import { Repeater } from 'graphql-yoga';

/**
 * Yields `first`, then every event of `events`. The events' listener is
 * attached before `first` is handed out, so a subscriber that reads the current
 * state from `first` cannot miss a change made between its page's query and
 * its subscription.
 */
export function startingWith<T>(first: T, events: AsyncIterable<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = events[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    // A repeater starts listening on its first `next()`, synchronously.
    let next = iterator.next();
    await push(first);
    for (let event = await next; !event.done; event = await next) {
      await push(event.value);
      next = iterator.next();
    }
    stop();
  });
}
