import {
  ACUTE_CHRONIC_RATIO_COLUMN_IDS,
  ACUTE_CHRONIC_SWEET_SPOT,
  type ChartConfig,
} from '@touchline/domain';

const RATIO_COLUMNS: ReadonlySet<string> = new Set(ACUTE_CHRONIC_RATIO_COLUMN_IDS);
/** A pale green: the band reads as 'safe' behind any series colour. */
const BAND_COLOUR = 'rgba(89, 161, 79, 0.14)';

/** Whether a series shows an acute:chronic ratio: a ratio column, or any column derived as one. */
export function showsAcuteChronicRatio(config: ChartConfig, columnId: string): boolean {
  return RATIO_COLUMNS.has(columnId) || config.derived_series === 'acuteChronicRatio';
}

/**
 * The acute:chronic sweet spot (0.8-1.3, Gabbett 2016) as an ECharts
 * markArea across the plot, on the value axis the series is drawn against
 * (the y axis, or the x axis of a horizontal chart), so a coach sees at a
 * glance which weeks left it.
 */
export function sweetSpotBand(horizontal: boolean) {
  const { low, high } = ACUTE_CHRONIC_SWEET_SPOT;
  const axis = horizontal ? 'xAxis' : 'yAxis';
  return {
    silent: true,
    itemStyle: { color: BAND_COLOUR },
    label: {
      show: true,
      position: horizontal ? 'insideTop' : 'insideTopRight',
      color: '#3b7a33',
      formatter: `Sweet spot ${low}–${high}`,
    },
    data: [[{ [axis]: low }, { [axis]: high }]],
  };
}
