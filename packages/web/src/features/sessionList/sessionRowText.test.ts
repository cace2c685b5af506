import { describe, expect, it } from 'vitest';
import { sessionDate, sessionTitle } from './sessionRowText';

describe('session row texts', () => {
  it('names trainings and matches as the list shows them', () => {
    expect(sessionTitle(null)).toBe('Training Session');
    expect(sessionTitle('League Match')).toBe('League Match Session');
  });

  it('shows the day and month in local time', () => {
    expect(sessionDate(new Date(2024, 2, 7, 9, 5).toISOString())).toBe('7 Mar');
  });
});
