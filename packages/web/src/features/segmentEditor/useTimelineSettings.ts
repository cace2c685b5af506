import { useCallback, useState } from 'react';
import {
  loadTimelineSettings,
  saveTimelineSettings,
  toggleTimelineSetting,
  type TimelineSetting,
  type TimelineSettings,
} from './timelineSettings';

/** The timeline's toggles, remembered in this browser. */
export function useTimelineSettings(): [TimelineSettings, (setting: TimelineSetting) => void] {
  const [settings, setSettings] = useState(loadTimelineSettings);
  const toggle = useCallback((setting: TimelineSetting) => {
    setSettings((current) => {
      const next = toggleTimelineSetting(current, setting);
      saveTimelineSettings(next);
      return next;
    });
  }, []);
  return [settings, toggle];
}
