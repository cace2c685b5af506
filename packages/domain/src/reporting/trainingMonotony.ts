/** A week's training monotony and strain (Foster 1998). */
export interface TrainingMonotony {
  /** The mean daily load over its standard deviation; null when the days do not vary. */
  monotony: number | null;
  /** The week's load x its monotony; null with the monotony. */
  strain: number | null;
}

/**
 * Foster's monotony and strain of one week (Foster C. 1998, Med Sci Sports
 * Exerc 30(7): 1164-1168) from its daily loads, rest days as 0: monotony =
 * the mean daily load / the standard deviation of the daily loads (of the
 * week's days themselves, so divided by their count), strain = the week's
 * total load x monotony. Days that do not vary (a week of rest, or the same
 * load every day) have no finite monotony: null, and no strain.
 */
export function trainingMonotony(dailyLoads: readonly number[]): TrainingMonotony {
  const days = dailyLoads.length;
  if (days === 0) return { monotony: null, strain: null };
  const total = dailyLoads.reduce((sum, load) => sum + load, 0);
  const mean = total / days;
  const variance = dailyLoads.reduce((sum, load) => sum + (load - mean) ** 2, 0) / days;
  // Loads are kept to hundredths: a deviation below that is rounding, not variation.
  const deviation = Math.sqrt(variance);
  if (deviation < 1e-6) return { monotony: null, strain: null };
  const monotony = mean / deviation;
  return { monotony, strain: total * monotony };
}
