import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { ReportChartFieldsFragment } from '../../../../gql/graphql';
import { renderElement } from '../../../../testing/renderApp';
import { unitSystemMock } from '../../../../testing/fixtures';
import { ReportCharts } from '../ReportCharts';
import { reportDataset } from './reportChartFixtures';

export const CHARTS_REPORT = {
  id: 'report-1',
  title: 'Week 10',
  startDate: '2026-03-01',
  endDate: '2026-03-07',
};
export const NO_ERRORS = { errors: [] };

/** The report's charts; `held` (testing/heldAnswers.ts) goes before the mocked answers: some come late. */
export function renderCharts(
  charts: ReportChartFieldsFragment[],
  mocks: MockLink.MockedResponse[] = [],
  held?: ApolloLink,
) {
  const link = held
    ? ApolloLink.from([
        held,
        new MockLink([...mocks, unitSystemMock()], { defaultOptions: { delay: 0 } }),
      ])
    : undefined;
  return renderElement(
    <ReportCharts
      report={CHARTS_REPORT}
      charts={charts}
      dataset={reportDataset()}
      locale="en-GB"
    />,
    { mocks, link },
  );
}

/** A mutation's answer that records the variables it was sent. */
export function answering(
  query: MockLink.MockedRequest['query'],
  data: (variables: Record<string, unknown>) => unknown,
) {
  const sent = vi.fn<(variables: Record<string, unknown>) => void>();
  const mock: MockLink.MockedResponse = {
    request: { query, variables: () => true },
    result: (variables) => {
      sent(variables);
      return { data: data(variables) } as never;
    },
  };
  return { mock, sent };
}
