export interface HeatmapCardModel<TAthlete> {
  key: string;
  athlete: TAthlete;
  periodName: string;
  /** Whether the athlete has metrics in the period (played in it). */
  played: boolean;
  /** Null when the athlete has no heat map for the period. */
  heatmapUrl: string | null;
}

/** One card per athlete and period, athletes in the given order and periods in play order. */
export function heatmapCards<TAthlete extends { id: string }>(
  periods: readonly { id: string; name: string }[],
  participations: readonly {
    athlete: TAthlete;
    periodMetricSets: readonly {
      heatmapUrl: string | null;
      matchSessionPeriod: { id: string } | null;
    }[];
  }[],
): HeatmapCardModel<TAthlete>[] {
  return participations.flatMap(({ athlete, periodMetricSets }) =>
    periods.map((period) => {
      const set = periodMetricSets.find(
        (candidate) => candidate.matchSessionPeriod?.id === period.id,
      );
      return {
        key: `${athlete.id}:${period.id}`,
        athlete,
        periodName: period.name,
        played: set !== undefined,
        heatmapUrl: set?.heatmapUrl ?? null,
      };
    }),
  );
}
