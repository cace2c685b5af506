import { describe, expect, it } from 'vitest';
import {
  checkSurveyExport,
  defaultSurveyExportValues,
  INCOMPLETE_RANGE_MESSAGES,
  mergeDateAndTime,
  surveyAnswersCsvUrl,
  type SurveyExportValues,
} from './surveyExportRange';

const at = (day: number, hours = 0, minutes = 0) => new Date(2026, 2, day, hours, minutes);
const end = (date: Date) => ({ date, time: date });
const values = (start: Date, finish: Date, surveyId = 's1'): SurveyExportValues => ({
  surveyId,
  start: end(start),
  end: end(finish),
});

describe('defaultSurveyExportValues', () => {
  it('starts at 00:00 seven days ago and ends at 23:59 today, with no survey', () => {
    const defaults = defaultSurveyExportValues(new Date(2026, 10, 24, 9, 1));
    expect(defaults.surveyId).toBe('');
    expect(mergeDateAndTime(defaults.start)).toEqual(new Date(2026, 10, 17, 0, 0));
    expect(mergeDateAndTime(defaults.end)).toEqual(new Date(2026, 10, 24, 23, 59));
  });
});

describe('mergeDateAndTime', () => {
  it("keeps the time picker's hour and minute whatever time the picked day carries", () => {
    const pickedDay = new Date(2026, 4, 2, 0, 0);
    expect(mergeDateAndTime({ date: pickedDay, time: at(1, 14, 30) })).toEqual(
      new Date(2026, 4, 2, 14, 30),
    );
  });

  it('drops seconds, and is null while either part is empty or half typed', () => {
    expect(mergeDateAndTime({ date: at(1), time: new Date(2026, 0, 1, 7, 5, 42, 9) })).toEqual(
      at(1, 7, 5),
    );
    expect(mergeDateAndTime({ date: null, time: at(1) })).toBeNull();
    expect(mergeDateAndTime({ date: at(1), time: new Date(Number.NaN) })).toBeNull();
  });
});

describe('checkSurveyExport', () => {
  it('asks for a survey first', () => {
    expect(checkSurveyExport(values(at(10), at(1), ''))).toEqual({
      ok: false,
      message: 'Please select a survey.',
    });
  });

  it('refuses a start after the end, and takes a start equal to it', () => {
    expect(checkSurveyExport(values(at(2, 0, 1), at(2, 0, 0)))).toEqual({
      ok: false,
      message: 'Start date must be before end date.',
    });
    expect(checkSurveyExport(values(at(2, 8), at(2, 8))).ok).toBe(true);
  });

  it('takes 31 days and refuses a minute more', () => {
    const start = new Date(Date.UTC(2026, 0, 1));
    const thirtyOneDays = new Date(Date.UTC(2026, 1, 1));
    expect(checkSurveyExport(values(start, thirtyOneDays))).toEqual({
      ok: true,
      surveyId: 's1',
      startsAt: start,
      endsAt: thirtyOneDays,
    });
    expect(checkSurveyExport(values(start, new Date(thirtyOneDays.getTime() + 60_000)))).toEqual({
      ok: false,
      message: 'Date range is greater than 31 days.',
    });
  });

  it('says which end is incomplete', () => {
    const form = values(at(1), at(2));
    expect(checkSurveyExport({ ...form, start: { date: null, time: at(1) } })).toEqual({
      ok: false,
      message: INCOMPLETE_RANGE_MESSAGES.start,
    });
    expect(checkSurveyExport({ ...form, end: { date: at(2), time: null } })).toEqual({
      ok: false,
      message: INCOMPLETE_RANGE_MESSAGES.end,
    });
  });
});

describe('surveyAnswersCsvUrl', () => {
  it('is the export route with the range as ISO instants', () => {
    const url = surveyAnswersCsvUrl(
      'a b',
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-07T23:59:00Z'),
    );
    expect(url).toBe(
      '/api/export/surveys/a%20b/answers.csv?start_date=2026-03-01T00%3A00%3A00.000Z&end_date=2026-03-07T23%3A59%3A00.000Z',
    );
  });
});
