import type { MockLink } from '@apollo/client/testing';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import { CurrentReportQuery, DatasetQuery } from '../CurrentReportQuery';
import type { DatasetColumn } from '@touchline/domain';
import { serveDatasetTables } from '../../../lib/reporting/testing/serveDatasetTables';
import { FlexibleReportsQuery } from '../FlexibleReportsQuery';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = '1';

/** A report as the list shows it; 'Report n', modified n hours before a fixed time. */
export function listedReport(n: number, status = 'Completed') {
  return {
    __typename: 'FlexibleReport' as const,
    id: `r${n}`,
    title: `Report ${n}`,
    updatedAt: new Date(Date.UTC(2026, 10, 24, 12 - n)).toISOString(),
    datasetStatus: status,
    ownerName: n % 2 === 0 ? null : 'Casey Coach',
  };
}

/** One page of the reports list (always asked from the network). */
export function reportsPageMock(
  total: number,
  offset = 0,
  reports = Array.from({ length: Math.min(10, total - offset) }, (_, i) =>
    listedReport(offset + i + 1),
  ),
): Mock {
  return {
    request: { query: FlexibleReportsQuery, variables: { id: CLUB_ID, limit: 10, offset } },
    result: {
      data: {
        club: {
          __typename: 'Club',
          id: CLUB_ID,
          flexibleReportsCount: total,
          flexibleReports: reports,
        },
      },
    },
  };
}

export const DATASET_ID = 'd1';

/** The open report, its dataset in the given status. */
export function currentReportMock(status: string, title = 'Week 47'): Mock {
  return {
    request: { query: CurrentReportQuery, variables: { id: 'r1' } },
    result: {
      data: {
        flexibleReport: {
          __typename: 'FlexibleReport',
          id: 'r1',
          title,
          clubId: CLUB_ID,
          startDate: '2026-11-16',
          endDate: '2026-11-22',
          dateFormat: 'MM/DD/YYYY',
          updatedAt: '2026-11-24T10:00:00.000Z',
          dataset: { __typename: 'Dataset', id: DATASET_ID, status },
          reportCharts: [],
        },
      },
    },
  };
}

/** The dataset's table (the Arrow route's, serveReportTable): two rows of one athlete. */
export const REPORT_DATASET_COLUMNS: DatasetColumn[] = [
  {
    id: 'athlete_name',
    name: 'Athlete Name',
    rows: ['Ana Silva', 'Ana Silva'],
    chartDataType: 'category',
    color: '#1f77b4',
    quantity: null,
  },
];

/** Answers the Arrow route with the report's dataset's table. */
export const serveReportTable = () => serveDatasetTables({ [DATASET_ID]: REPORT_DATASET_COLUMNS });

/** The dataset's details: two rows when Completed, none otherwise (its table: serveReportTable). */
export function datasetMock(status: string): Mock {
  const completed = status === 'Completed';
  return {
    request: { query: DatasetQuery, variables: { id: 'r1' } },
    result: {
      data: {
        flexibleReport: {
          __typename: 'FlexibleReport',
          id: 'r1',
          dataset: {
            __typename: 'Dataset',
            id: DATASET_ID,
            status,
            startsAt: '2026-11-16',
            endsAt: '2026-11-22',
            csvTemplateId: null,
            dateFormat: 'MM/DD/YYYY',
            rowCount: completed ? 2 : 0,
          },
        },
      },
    },
  };
}

/** Whether the policy lets the person create and change reports (staff: yes; athletes: no). */
export function reportPermissionMock(permitted = true): Mock {
  return {
    request: {
      query: CheckPermissionQuery,
      variables: { requestedAction: 'Create', subject: 'Report', subjectId: null, clubId: CLUB_ID },
    },
    result: { data: { permission: { __typename: 'Permission', permitted } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
