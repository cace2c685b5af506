import type { AthleteWeeklySummary } from '@touchline/domain';
import type { AthleteRow } from '../../db/rows.js';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** An athlete's row of the team weekly table, for GraphQL codegen's mapper. */
export type AthleteWeeklySummaryRow = {
  id: string;
  athlete: AthleteRow;
  sessionCount: number;
} & Nullable<Omit<AthleteWeeklySummary, 'sessionCount'>>;
