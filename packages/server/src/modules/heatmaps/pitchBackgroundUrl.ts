import type { Sport } from '@touchline/domain';

export const PITCH_BACKGROUNDS_PATH = '/api/pitch_backgrounds';

/** Where the web app loads the drawing of a sport's pitch, drawn under heat maps. */
export function pitchBackgroundUrl(sport: Sport): string {
  return `${PITCH_BACKGROUNDS_PATH}/${sport}.svg`;
}
