import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../testing/renderApp';
import { SegmentDetailsPage } from './SegmentDetailsPage';
import { SegmentDetailsQuery } from './SegmentDetailsQuery';

const metrics = (distanceM: number, accelerations: number) => ({
  __typename: 'AthleteMetricSet',
  id: `m-${distanceM}`,
  totalDistanceM: distanceM,
  sprintEvents: 3,
  totalSprintDistanceM: 120,
  totalHighIntensityDistanceM: 300,
  avgSpeedKph: 6.2,
  maxSpeedKph: 28.4,
  rawMaxSpeedKph: 29,
  metresPerMinute: 95,
  avgHeartRateBpm: 150,
  maxHeartRateBpm: 176,
  accelerationEvents: accelerations,
  decelerationEvents: 4,
});

const participation = (
  id: string,
  name: string,
  initials: string,
  distanceM: number,
  acc: number,
) => ({
  __typename: 'SegmentParticipation',
  id: `p-${id}`,
  athlete: { __typename: 'Athlete', id, name, initials, profilePicture: null },
  athleteMetricSet: metrics(distanceM, acc),
});

function detailsMock(
  segment: object | null,
  errors?: { message: string; extensions?: Record<string, unknown> }[],
): MockLink.MockedResponse {
  return {
    request: { query: SegmentDetailsQuery, variables: { segmentId: 'seg-1' } },
    result: { data: { segment }, errors },
  };
}

const segment = {
  __typename: 'Segment',
  id: 'seg-1',
  title: 'Rondo',
  startTime: '2026-11-20T10:10:00.000Z',
  endTime: '2026-11-20T10:25:30.000Z',
  metricsProcessing: false,
  session: { __typename: 'TrainingSession', id: 's1' },
  segmentMetricSet: {
    __typename: 'SegmentMetricSet',
    avgTotalDistanceM: 1520.4,
    avgTotalSprintDistanceM: 90,
    avgTotalHighIntensityDistanceM: 310,
    avgSprintEvents: 2.6,
    avgHighIntensityEvents: 8.1,
    avgAccelerationEvents: 11.4,
    avgDecelerationEvents: 9.5,
    avgMetresPerMinute: 98.2,
  },
  segmentParticipations: [
    participation('a1', 'Ada Moss', 'AM', 1700, 9),
    participation('a2', 'Ben Hale', 'BH', 1340.6, 14),
  ],
};

const renderDetails = (mock: ReturnType<typeof detailsMock>) =>
  renderElement(<SegmentDetailsPage sessionId="s1" segmentId="seg-1" />, { mocks: [mock] });

describe('SegmentDetailsPage', () => {
  it('shows the title, the eight averages and a sortable athlete table', async () => {
    const user = userEvent.setup();
    renderDetails(detailsMock(segment));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rondo' })).toBeInTheDocument();
    const averages = screen.getByRole('region', { name: 'Segment Averages' });
    for (const value of ['1.52 km', '90 m', '310 m', '3', '8', '11', '10', '98 m/min']) {
      expect(within(averages).getByText(value)).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: 'Athlete Segment Details' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()[0]).toHaveTextContent('Ada Moss');
    await user.click(within(table).getByRole('button', { name: 'Accelerations' }));
    expect(rows()[0]).toHaveTextContent('Ben Hale');
    expect(rows()[0]).toHaveTextContent('1.34 km');
    expect(screen.getByRole('link', { name: 'Segments' })).toHaveAttribute(
      'href',
      '/sessions/s1/segments',
    );
  });

  it("reads 'No segment data' for a segment the server does not know", async () => {
    renderDetails(
      detailsMock(null, [{ message: 'Segment not found', extensions: { code: 'NOT_FOUND' } }]),
    );
    expect(await screen.findByText('No segment data')).toBeInTheDocument();
  });

  it("reads 'Session not found' for a segment of another session", async () => {
    renderDetails(
      detailsMock({ ...segment, session: { __typename: 'TrainingSession', id: 's2' } }),
    );
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });
});
