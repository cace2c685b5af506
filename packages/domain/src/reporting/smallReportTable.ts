import { datasetTableFromRows } from './datasetTableFromRows.js';
import type { DatasetTable } from './reportingTypes.js';

const athletes = {
  Ann: { athlete_id: 'a1', athlete_position: 'Forward', athlete_groups: ['Attack'] },
  Bob: { athlete_id: 'b1', athlete_position: 'Defender', athlete_groups: ['Defence', 'Back Four'] },
  Cat: { athlete_id: 'c1', athlete_position: null, athlete_groups: [] },
} as const;

const sessions = {
  s1: {
    start_date: '2026-03-02',
    start_time: '09:00',
    session_type: 'Training',
    week_start_date: '2026-03-02',
  },
  s2: {
    start_date: '2026-03-04',
    start_time: '09:00',
    session_type: 'Training',
    week_start_date: '2026-03-02',
  },
  s3: {
    start_date: '2026-03-07',
    start_time: '15:00',
    session_type: 'Match',
    week_start_date: '2026-03-02',
  },
  s4: {
    start_date: '2026-03-09',
    start_time: '09:00',
    session_type: 'Training',
    week_start_date: '2026-03-09',
  },
} as const;

type Row = [
  athlete: keyof typeof athletes,
  session: keyof typeof sessions,
  segment: string,
  distanceM: number,
  sprints: number,
  workload: number | null,
  tags: string[],
];

/**
 * Fifteen rows whose every aggregate the tests work out by hand: three
 * athletes (Cat has no position and no group), four sessions in March 2026
 * (Mon 2, Wed 4, Sat 7 the match, Mon 9), two segments; Bob has no workload.
 * For tests only.
 */
export const SMALL_REPORT_ROWS: readonly Row[] = [
  ['Ann', 's1', 'Whole Session', 5000, 4, 300, []], // 0
  ['Bob', 's1', 'Whole Session', 4000, 2, null, []], // 1
  ['Cat', 's1', 'Whole Session', 3000, 1, 200, ['Recovery']], // 2
  ['Ann', 's1', 'Warm Up', 1000, 0, 50, []], // 3
  ['Bob', 's1', 'Warm Up', 800, 0, null, []], // 4
  ['Ann', 's2', 'Whole Session', 6000, 5, 350, []], // 5
  ['Bob', 's2', 'Whole Session', 5000, 3, null, ['Heavy']], // 6
  ['Ann', 's3', 'Whole Session', 9000, 10, 600, []], // 7
  ['Bob', 's3', 'Whole Session', 8000, 7, null, []], // 8
  ['Cat', 's3', 'Whole Session', 7000, 6, 500, []], // 9
  ['Ann', 's3', 'First Half', 4500, 6, 310, []], // 10
  ['Bob', 's3', 'First Half', 4000, 4, null, []], // 11
  ['Cat', 's3', 'First Half', 3500, 3, 260, []], // 12
  ['Ann', 's4', 'Whole Session', 5500, 3, 320, []], // 13
  ['Cat', 's4', 'Whole Session', 2500, 1, 150, ['Recovery']], // 14
];

export function smallReportTable(): DatasetTable {
  return datasetTableFromRows(
    SMALL_REPORT_ROWS.map(([athlete, session, segment, distanceM, sprints, workload, tags]) => ({
      athlete_name: athlete,
      ...athletes[athlete],
      ...sessions[session],
      month_start_date: '2026-03-01',
      session_id: session,
      segment_name: segment,
      tags,
      total_distance_m: distanceM,
      sprint_events: sprints,
      workload,
    })),
  );
}
