import type { MockLink } from '@apollo/client/testing';
import type { DatasetColumn } from '@touchline/domain';
import { serveDatasetTables } from '../../../lib/reporting/testing/serveDatasetTables';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import {
  AvailableDatasetsQuery,
  FetchDatasetQuery,
  GetDatasetTemplatesQuery,
} from '../csvBuilderOperations';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = '1';

type Status = 'Generating' | 'Completed' | 'Failed';

/** A dataset as the list shows it: 'Dataset n' by Casey Coach, made at a fixed time. */
export function listedDataset(n: number, status: Status = 'Completed') {
  return {
    __typename: 'Dataset' as const,
    id: `d${n}`,
    title: `Dataset ${n}`,
    status,
    failureReason: status === 'Failed' ? 'The data could not be generated after 3 attempts.' : null,
    createdAt: new Date(2026, 10, 20 + n, 9, 30).toISOString(),
    startsAt: '2026-10-26',
    endsAt: '2026-11-22',
    csvTemplateId: 't1',
    dateFormat: 'MM/DD/YYYY',
    rowCount: status === 'Completed' ? 2 : 0,
    owner: { __typename: 'Person' as const, id: 'p1', name: 'Casey Coach' },
    datasetTemplate: {
      __typename: 'DatasetTemplate' as const,
      id: 't1',
      name: 'Session Data',
      dateFormat: 'MM/DD/YYYY',
    },
  };
}

/** The club's datasets (asked for from the network on every mount and refetch). */
export function availableDatasetsMock(
  datasets: ReturnType<typeof listedDataset>[],
  maxUsageCount = 1,
): Mock {
  return {
    request: { query: AvailableDatasetsQuery, variables: { clubId: CLUB_ID } },
    result: { data: { club: { __typename: 'Club', id: CLUB_ID, datasets } } },
    maxUsageCount,
  };
}

export function templatesMock(): Mock {
  return {
    request: { query: GetDatasetTemplatesQuery, variables: { ownerId: CLUB_ID } },
    result: {
      data: {
        getDatasetTemplates: [
          {
            __typename: 'DatasetTemplate',
            id: 't1',
            name: 'Session Data',
            dateFormat: 'MM/DD/YYYY',
            kind: 'sessions',
          },
          {
            __typename: 'DatasetTemplate',
            id: 't3',
            name: 'Weekly Load',
            dateFormat: 'DD/MM/YYYY',
            kind: 'weeklyLoad',
          },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Dataset n's table (every dataset's here): two rows of one athlete. */
export const DATASET_COLUMNS: DatasetColumn[] = [
  {
    id: 'athlete_name',
    name: 'Athlete Name',
    rows: ['Ana Silva', 'Ana Silva'],
    chartDataType: 'category',
    color: '#5778a4',
    quantity: null,
  },
  {
    id: 'total_distance_m',
    name: 'Total Distance (m)',
    rows: [5100, 6200],
    chartDataType: 'series',
    color: '#4e79a7',
    quantity: 'distance_m',
  },
];

/** The Arrow tables of datasets 1 to 3 (fetchDatasetTable's route). */
export const serveBuilderTables = () =>
  serveDatasetTables({ d1: DATASET_COLUMNS, d2: DATASET_COLUMNS, d3: DATASET_COLUMNS });

/** FetchDatasetQuery of dataset n: its details and a saved layout (its table: serveBuilderTables). */
export function fetchDatasetMock(n: number, gridConfig: unknown = null): Mock {
  return {
    request: { query: FetchDatasetQuery, variables: { datasetIds: [`d${n}`] } },
    result: { data: { fetchDataset: [{ ...listedDataset(n), gridConfig }] } },
  };
}

/** Whether the policy lets the person generate datasets (staff: yes; athletes: no). */
export function createPermissionMock(permitted = true): Mock {
  return {
    request: {
      query: CheckPermissionQuery,
      variables: { requestedAction: 'Create', subject: 'Report', subjectId: null, clubId: CLUB_ID },
    },
    result: { data: { permission: { __typename: 'Permission', permitted } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
