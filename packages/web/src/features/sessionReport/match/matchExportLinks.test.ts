import { describe, expect, it } from 'vitest';
import { matchExportLinks } from './matchExportLinks';

describe('matchExportLinks', () => {
  it('offers the whole match, then each period by its index', () => {
    expect(
      matchExportLinks('s-1', 'Match', [{ name: 'First Half' }, { name: 'Second Half' }]),
    ).toEqual([
      {
        label: 'Whole Match Overview',
        url: '/api/export/match_sessions/s-1/metrics.csv?period=whole_Match',
      },
      {
        label: 'Whole Match Distances',
        url: '/api/export/match_sessions/s-1/distances.csv?period=whole_Match',
      },
      { label: 'First Half Overview', url: '/api/export/match_sessions/s-1/metrics.csv?period=0' },
      {
        label: 'First Half Distances',
        url: '/api/export/match_sessions/s-1/distances.csv?period=0',
      },
      {
        label: 'Second Half Overview',
        url: '/api/export/match_sessions/s-1/metrics.csv?period=1',
      },
      {
        label: 'Second Half Distances',
        url: '/api/export/match_sessions/s-1/distances.csv?period=1',
      },
    ]);
  });

  it('encodes a match name with spaces and symbols', () => {
    const [overview] = matchExportLinks('s-1', 'Cup Match & Replay', []);
    expect(overview?.url).toBe(
      '/api/export/match_sessions/s-1/metrics.csv?period=whole_Cup%20Match%20%26%20Replay',
    );
  });

  it('offers only the whole match when there are no periods', () => {
    expect(matchExportLinks('s-1', 'Match', []).map((link) => link.label)).toEqual([
      'Whole Match Overview',
      'Whole Match Distances',
    ]);
  });
});
