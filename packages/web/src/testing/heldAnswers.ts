import { ApolloLink } from '@apollo/client';
import { act } from '@testing-library/react';
import { from, mergeMap } from 'rxjs';

/**
 * A link that holds the answers to one operation, from its `fromRequest`-th request on, until
 * the test calls `release()`: an answer that comes late without a timer, so the test sees the
 * state before it on a machine of any speed.
 */
export function holdAnswers(operationName: string, { fromRequest = 1 } = {}) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let requests = 0;
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName || ++requests < fromRequest) {
      return forward(operation);
    }
    return from(released).pipe(mergeMap(() => forward(operation)));
  });
  const release = () =>
    act(async () => {
      open();
      await released;
    });
  return { link, release };
}
