import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { act } from '@testing-library/react';
import { unitSystemMock } from '../../../testing/fixtures';
import { renderElement } from '../../../testing/renderApp';
import { CsvBuilderPage } from '../CsvBuilderPage';
import { createPermissionMock, templatesMock } from './csvBuilderMocks';

type Mock = MockLink.MockedResponse;

/** The CSV Builder with mocked answers (templates, the permission and metric units always), and its live events. */
export function renderBuilder(mocks: Mock[], { staff = true } = {}) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    subscriptions,
    new MockLink([...mocks, templatesMock(), createPermissionMock(staff), unitSystemMock()], {
      defaultOptions: { delay: 0 },
    }),
  );
  const rendered = renderElement(<CsvBuilderPage />, { link, path: '/csv_builder' });
  return {
    ...rendered,
    datasetUpdated: (id: string, status: string) =>
      act(async () => {
        subscriptions.simulateResult({
          result: {
            data: { datasetUpdatedEvent: { __typename: 'DatasetUpdatedEvent', id, status } },
          },
        });
        await Promise.resolve();
      }),
  };
}
