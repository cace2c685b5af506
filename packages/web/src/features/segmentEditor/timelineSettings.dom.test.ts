import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMELINE_SETTINGS,
  loadTimelineSettings,
  readTimelineSettings,
  saveTimelineSettings,
  TIMELINE_SETTINGS_KEY,
  toggleTimelineSetting,
} from './timelineSettings';

describe('timeline settings', () => {
  it('starts with the tag menus on', () => {
    expect(readTimelineSettings(null)).toBe(DEFAULT_TIMELINE_SETTINGS);
    expect(readTimelineSettings('not json')).toBe(DEFAULT_TIMELINE_SETTINGS);
  });

  it('remembers the toggles switched on as a list, dropping unknown ones', () => {
    const settings = toggleTimelineSetting(DEFAULT_TIMELINE_SETTINGS, 'wheelScroll');
    saveTimelineSettings(toggleTimelineSetting(settings, 'athleteTagMenu'));
    expect(JSON.parse(window.localStorage.getItem(TIMELINE_SETTINGS_KEY)!)).toEqual([
      'wheelScroll',
      'segmentTagMenu',
    ]);
    expect([...loadTimelineSettings()]).toEqual(['wheelScroll', 'segmentTagMenu']);
    expect([...readTimelineSettings('["noDataLast","sparkles"]')]).toEqual(['noDataLast']);
  });
});
