import { packSpeeds } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../testing/renderApp';
import { AthleteHeartRateCard, HEART_RATE_CARD_TEXTS } from './AthleteHeartRateCard';
import { AthleteHeartRateQuery } from './AthleteHeartRateQuery';

// Canvas charts cannot draw in jsdom: the chart's label and its lines' names stand for it.
vi.mock('../../../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string; option: { series: { name: string }[] } }) => (
    <div role="img" aria-label={props['aria-label']}>
      {props.option.series.map((line) => line.name).join(', ')}
    </div>
  ),
}));

const SESSION_ID = '5e55104e-0000-4000-8000-000000000001';
const START = '2026-03-07T15:00:00.000Z';
const series = (values: (number | null)[]) => ({
  __typename: 'SampledHeartRateSeries' as const,
  startTime: START,
  intervalMs: 1000,
  packedValues: packSpeeds(values),
});

function answer(athleteId: string, withHeartRate: boolean) {
  return {
    request: {
      query: AthleteHeartRateQuery,
      variables: { sessionId: SESSION_ID, athleteIds: [athleteId] },
    },
    result: {
      data: {
        session: {
          __typename: 'TrainingSession',
          id: SESSION_ID,
          sessionParticipations: [
            {
              __typename: 'SessionParticipation',
              id: `participation-${athleteId}`,
              athleteMetricSet: {
                __typename: 'AthleteMetricSet',
                id: `set-${athleteId}`,
                avgHeartRateBpm: withHeartRate ? 151.4 : null,
                maxHeartRateBpm: withHeartRate ? 188 : null,
                heartRateZonePercentages: withHeartRate ? [10, 20, 30, 25, 15] : null,
                trimp: withHeartRate ? 212.6 : null,
                averageMetabolicPowerWPerKg: 8.74,
                metabolicEnergyKjPerKg: 31.46,
                highMetabolicLoadDistanceM: 612,
                playerLoad: withHeartRate ? 431.27 : null,
                sampledSpeedKphOverTime: {
                  ...series([0, 12, 24, 8]),
                  __typename: 'SampledSpeedSeries',
                },
                sampledHeartRateBpmOverTime: withHeartRate ? series([100, 140, 170, 165]) : null,
              },
            },
          ],
        },
      },
    },
  };
}

const athletes = [
  { id: 'a1', name: 'Ada Strap' },
  { id: 'a2', name: 'Ben Nostrap' },
];

function renderCard() {
  renderElement(
    <AthleteHeartRateCard sessionId={SESSION_ID} athletes={athletes} unitSystem="metric" />,
    { mocks: [answer('a1', true), answer('a2', false)] },
  );
}

const figureOf = (label: string) => {
  const figures = screen.getByLabelText('Heart rate and metabolic figures');
  return within(figures).getByText(label).nextElementSibling?.textContent;
};

describe('AthleteHeartRateCard', () => {
  it("shows the first athlete's heart rate beside speed, with their heart-rate and metabolic figures", async () => {
    renderCard();
    expect(await screen.findByText('Avg Heart Rate')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: HEART_RATE_CARD_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: HEART_RATE_CARD_TEXTS.title })).toHaveTextContent(
      'Speed (km/h), Heart Rate (bpm)',
    );
    expect(screen.queryByText(HEART_RATE_CARD_TEXTS.noHeartRate)).not.toBeInTheDocument();
    expect(figureOf('Avg Heart Rate')).toBe('151 bpm');
    expect(figureOf('Max Heart Rate')).toBe('188 bpm');
    expect(figureOf('TRIMP')).toBe('213');
    expect(figureOf('Zone 4 (80-90 %)')).toBe('25 %');
    expect(figureOf('Avg Metabolic Power')).toBe('8.7 W/kg');
    expect(figureOf('Energy')).toBe('31.5 kJ/kg');
    expect(figureOf('HML Distance')).toMatch(/^612\s?m$/);
    expect(figureOf('Player Load')).toBe('431.3');
  });

  it('says when the chosen athlete has no heart rate, and shows speed and metabolic figures only', async () => {
    renderCard();
    await screen.findByText('Avg Heart Rate');
    await userEvent.click(screen.getByRole('combobox', { name: HEART_RATE_CARD_TEXTS.athlete }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Nostrap' }));
    expect(await screen.findByText(HEART_RATE_CARD_TEXTS.noHeartRate)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: HEART_RATE_CARD_TEXTS.title })).toHaveTextContent(
      /^Speed \(km\/h\)$/,
    );
    expect(screen.queryByText('Avg Heart Rate')).not.toBeInTheDocument();
    expect(screen.queryByText('TRIMP')).not.toBeInTheDocument();
    expect(screen.queryByText('Player Load')).not.toBeInTheDocument();
    expect(figureOf('Avg Metabolic Power')).toBe('8.7 W/kg');
  });

  it('shows nothing without athletes with data', () => {
    renderElement(
      <AthleteHeartRateCard sessionId={SESSION_ID} athletes={[]} unitSystem="metric" />,
    );
    expect(screen.queryByText(HEART_RATE_CARD_TEXTS.title)).not.toBeInTheDocument();
  });
});
