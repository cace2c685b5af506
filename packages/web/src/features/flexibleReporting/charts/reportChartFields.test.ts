import { describe, expect, it } from 'vitest';
import type { DatasetTableFieldsFragment } from '../../../gql/graphql';
import { createCache } from '../../../lib/apollo/createApolloClient';
import { DatasetTableFieldsFragmentDoc } from '../../../lib/reporting/datasetTableFields';
import { reportDataset } from './testing/reportChartFixtures';

describe('DatasetTableFields in the app cache', () => {
  it('keeps each dataset’s columns apart though their ids are the same', () => {
    const cache = createCache();
    const first = reportDataset();
    const second = {
      ...first,
      id: 'dataset-2',
      columns: first.columns.map((column) => ({ ...column, rows: [] })),
      rowCount: 0,
    };
    for (const dataset of [first, second]) {
      cache.writeFragment({
        id: `Dataset:${dataset.id}`,
        fragment: DatasetTableFieldsFragmentDoc,
        // The cache tells the types apart by __typename, which the generated types leave out.
        data: {
          __typename: 'Dataset',
          ...dataset,
          columns: dataset.columns.map((column) => ({ __typename: 'DatasetColumn', ...column })),
        } as DatasetTableFieldsFragment,
      });
    }
    const read = cache.readFragment({
      id: 'Dataset:dataset-1',
      fragment: DatasetTableFieldsFragmentDoc,
    });
    const distance = read?.columns.find(({ id }) => id === 'total_distance_m');
    expect(distance?.rows).toEqual([5000, 4000, 1000, 800, 9000, 8000]);
  });
});
