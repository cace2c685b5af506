import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { act } from '@testing-library/react';
import { unitSystemMock } from '../../../testing/fixtures';
import { renderElement } from '../../../testing/renderApp';
import { CsvBuilderPage } from '../CsvBuilderPage';
import { createPermissionMock, templatesMock } from './csvBuilderMocks';

type Mock = MockLink.MockedResponse;

/**
 * The CSV Builder with mocked answers (templates, the permission and metric units always), and
 * its live events. `held` (testing/heldAnswers.ts) goes before the answers: some come late.
 */
export function renderBuilder(
  mocks: Mock[],
  { staff = true, held }: { staff?: boolean; held?: ApolloLink } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const answers = new MockLink(
    [...mocks, templatesMock(), createPermissionMock(staff), unitSystemMock()],
    { defaultOptions: { delay: 0 } },
  );
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    subscriptions,
    held ? ApolloLink.from([held, answers]) : answers,
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
