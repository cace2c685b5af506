import { describe, expect, it } from 'vitest';
import { sessionDate, sessionTimeSpan, sessionTitle } from './sessionRowText';

describe('session row texts', () => {
  it('names trainings and matches as the list shows them', () => {
    expect(sessionTitle(null)).toBe('Training Session');
    expect(sessionTitle('League Match')).toBe('League Match Session');
  });

  it('shows the day and month and a 24-hour time span in local time', () => {
    const start = new Date(2024, 2, 7, 9, 5).toISOString();
    const end = new Date(2024, 2, 7, 18, 30).toISOString();
    expect(sessionDate(start)).toBe('7 Mar');
    expect(sessionTimeSpan(start, end)).toBe('09:05-18:30');
  });
});
