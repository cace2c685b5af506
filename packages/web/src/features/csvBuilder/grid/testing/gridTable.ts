import type { DatasetColumn, DatasetTable, DatasetValue } from '@touchline/domain';
import type { LoadedDataset } from '../../csvBuilderTypes';

const column = (
  id: string,
  name: string,
  chartDataType: DatasetColumn['chartDataType'],
  rows: DatasetValue[],
  quantity: DatasetColumn['quantity'] = null,
): DatasetColumn => ({ id, name, chartDataType, color: '#1fb57a', quantity, rows });

/**
 * Six hand-made rows, small enough to add up by hand. Distances are whole
 * thousands of yards (914.4 m = 1,000 yd); row 3 has no distance, row 4 no
 * speed; athlete_id is a hidden helper column.
 */
export function gridTable(): DatasetTable {
  return {
    columns: [
      column('athlete_name', 'Athlete Name', 'category', [
        'Ana',
        'Ana',
        'Ben',
        'Ben',
        'Cai',
        'Dee "D", Jr',
      ]),
      column('athlete_position', 'Position', 'category', [
        'Defender',
        'Defender',
        'Forward',
        'Forward',
        'Defender',
        null,
      ]),
      column('session_type', 'Session Type', 'category', [
        'Training',
        'Match',
        'Training',
        'Match',
        'Training',
        'Training',
      ]),
      column('start_date', 'Start Date', 'time', [
        '2026-11-16',
        '2026-11-18',
        '2026-11-16',
        '2026-11-18',
        '2026-11-16',
        '2026-11-17',
      ]),
      column('athlete_groups', 'Groups', 'category', [
        ['Reds'],
        ['Reds'],
        ['Blues', 'Reds'],
        [],
        ['Blues'],
        ['Blues'],
      ]),
      column(
        'total_distance_m',
        'Total Distance (m)',
        'series',
        [914.4, 1828.8, 4572, null, 2743.2, 3657.6],
        'distance_m',
      ),
      column(
        'max_speed_kph',
        'Max Speed (km/h)',
        'series',
        [30, 32, 28, 33, null, 31],
        'speed_kph',
      ),
      column('athlete_id', 'Athlete Id', 'excluded', ['a1', 'a1', 'a2', 'a2', 'a3', 'a4']),
    ],
  };
}

/** The table as a loaded dataset (not the tour's demo). */
export function gridDataset(overrides: Partial<LoadedDataset> = {}): LoadedDataset {
  return {
    id: 'ds1',
    title: 'Week 47: Session Data',
    startsAt: '2026-11-16',
    endsAt: '2026-11-22',
    dateFormat: 'DD/MM/YYYY',
    templateName: 'Session Data',
    table: gridTable(),
    gridConfig: null,
    demo: false,
    ...overrides,
  };
}
