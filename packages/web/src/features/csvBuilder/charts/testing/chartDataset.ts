import { datasetTableFromRows } from '@touchline/domain';
import type { GridView, LoadedDataset } from '../../csvBuilderTypes';

const ann = { athlete_name: 'Ann', athlete_id: 'a1', athlete_position: 'Forward' };
const bob = { athlete_name: 'Bob', athlete_id: 'b1', athlete_position: 'Defender' };
const cat = { athlete_name: 'Cat', athlete_id: 'c1', athlete_position: 'Forward' };
const monday = { session_id: 's1', start_date: '2026-03-02', start_time: '09:00' };
const saturday = { session_id: 's2', start_date: '2026-03-07', start_time: '15:00' };

/**
 * Six rows worked out by hand (distance m, sprints):
 * 0 Ann Monday Whole Session 5000, 4; 1 Bob Monday Whole Session 4000, 2;
 * 2 Ann Monday Warm Up 1000, 0; 3 Ann Saturday Whole Session 9000, 10;
 * 4 Bob Saturday Whole Session 8000, 7; 5 Cat Saturday Whole Session 3000, 1.
 */
export function chartDataset(overrides: Partial<LoadedDataset> = {}): LoadedDataset {
  const row = (
    athlete: typeof ann,
    session: typeof monday,
    segment: string,
    distance: number,
    sprints: number,
  ) => ({
    ...athlete,
    ...session,
    segment_name: segment,
    total_distance_m: distance,
    sprint_events: sprints,
  });
  return {
    id: 'dataset-1',
    title: 'March',
    startsAt: '2026-03-01',
    endsAt: '2026-03-31',
    dateFormat: 'DD/MM/YYYY',
    templateName: 'Segment Data',
    table: datasetTableFromRows([
      row(ann, monday, 'Whole Session', 5000, 4),
      row(bob, monday, 'Whole Session', 4000, 2),
      row(ann, monday, 'Warm Up', 1000, 0),
      row(ann, saturday, 'Whole Session', 9000, 10),
      row(bob, saturday, 'Whole Session', 8000, 7),
      row(cat, saturday, 'Whole Session', 3000, 1),
    ]),
    gridConfig: null,
    demo: false,
    ...overrides,
  };
}

/** A view of the grid: by default every row, the descriptive columns and the two metrics shown. */
export function chartView(overrides: Partial<GridView> = {}): GridView {
  return {
    rowIndices: [0, 1, 2, 3, 4, 5],
    grouping: [],
    visibleColumnIds: [
      'athlete_name',
      'segment_name',
      'start_date',
      'session_type',
      'total_distance_m',
      'max_speed_kph',
      'sprint_events',
    ],
    aggregations: {},
    ...overrides,
  };
}
