import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderElement } from './renderApp';

/** Renders a page with mocked answers and a cable whose events the test sends. */
export function renderWithCable(
  element: ReactElement,
  mocks: MockLink.MockedResponse[],
  { path }: { path?: string } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    subscriptions,
    new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  );
  const view = renderElement(element, { link, path });
  return {
    ...view,
    event: (data: Record<string, unknown>) =>
      act(async () => {
        subscriptions.simulateResult({ result: { data } });
        await Promise.resolve();
      }),
  };
}
