import { localStore } from '../../lib/storage/localStore';

/**
 * The timeline's toggles, kept in local storage as a list of the ones switched on
 * (docs/product/dashboard-and-segments.md §3 'timeline settings list'); everything is off by default.
 */
export const TIMELINE_SETTINGS = [
  /** The wheel scrolls the lane instead of zooming. */
  'wheelScroll',
  /** Each athlete row shows its tag icon and hover list. */
  'athleteTagMenu',
  /** Segment boxes show their tag indicator. */
  'segmentTagMenu',
  /** Athletes without speed data sort after the others. */
  'noDataLast',
  /** Selected athletes sort first. */
  'selectedFirst',
  /** Athletes without speed data are left out. */
  'excludeNoData',
  /** Graphs 40 px high instead of 80. */
  'smallGraphs',
] as const;

export type TimelineSetting = (typeof TIMELINE_SETTINGS)[number];
export type TimelineSettings = ReadonlySet<TimelineSetting>;

export const TIMELINE_SETTINGS_KEY = 'touchline.timelineSettings';

/** What a fresh browser starts with: the tag menus on, everything else off. */
export const DEFAULT_TIMELINE_SETTINGS: TimelineSettings = new Set<TimelineSetting>([
  'athleteTagMenu',
  'segmentTagMenu',
]);

const known = new Set<string>(TIMELINE_SETTINGS);

/** The stored list; unknown entries are dropped and an unreadable value gives the defaults. */
export function readTimelineSettings(stored: string | null): TimelineSettings {
  if (stored === null) return DEFAULT_TIMELINE_SETTINGS;
  try {
    const list: unknown = JSON.parse(stored);
    if (!Array.isArray(list)) return DEFAULT_TIMELINE_SETTINGS;
    return new Set(
      (list as unknown[]).filter(
        (entry): entry is TimelineSetting => typeof entry === 'string' && known.has(entry),
      ),
    );
  } catch {
    return DEFAULT_TIMELINE_SETTINGS;
  }
}

export function loadTimelineSettings(): TimelineSettings {
  return readTimelineSettings(localStore.get(TIMELINE_SETTINGS_KEY));
}

export function saveTimelineSettings(settings: TimelineSettings): void {
  localStore.set(
    TIMELINE_SETTINGS_KEY,
    JSON.stringify(TIMELINE_SETTINGS.filter((setting) => settings.has(setting))),
  );
}

/** The settings with one toggle flipped. */
export function toggleTimelineSetting(
  settings: TimelineSettings,
  setting: TimelineSetting,
): TimelineSettings {
  const next = new Set(settings);
  if (next.has(setting)) next.delete(setting);
  else next.add(setting);
  return next;
}
