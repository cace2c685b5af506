import { describe, expect, it } from 'vitest';
import { heatmapCards } from './heatmapCards';

const periods = [
  { id: 'p1', name: 'First Half' },
  { id: 'p2', name: 'Second Half' },
];

describe('heatmapCards', () => {
  it('makes a card per athlete and period, in play order', () => {
    const cards = heatmapCards(periods, [
      {
        athlete: { id: 'a1' },
        periodMetricSets: [
          { heatmapUrl: '/h/a1-p2.png', matchSessionPeriod: { id: 'p2' } },
          { heatmapUrl: '/h/a1-p1.png', matchSessionPeriod: { id: 'p1' } },
        ],
      },
      { athlete: { id: 'a2' }, periodMetricSets: [] },
    ]);
    expect(
      cards.map(({ key, periodName, played, heatmapUrl }) => [key, periodName, played, heatmapUrl]),
    ).toEqual([
      ['a1:p1', 'First Half', true, '/h/a1-p1.png'],
      ['a1:p2', 'Second Half', true, '/h/a1-p2.png'],
      ['a2:p1', 'First Half', false, null],
      ['a2:p2', 'Second Half', false, null],
    ]);
  });

  it('keeps a period without a heat map image', () => {
    const [card] = heatmapCards(
      [periods[0]!],
      [
        {
          athlete: { id: 'a1' },
          periodMetricSets: [{ heatmapUrl: null, matchSessionPeriod: { id: 'p1' } }],
        },
      ],
    );
    expect(card).toMatchObject({ played: true, heatmapUrl: null });
  });
});
