import type { Sport } from '@touchline/domain';
import type { PitchDrawing } from './PitchDrawing.js';
import { drawAmericanFootballField } from './drawAmericanFootballField.js';
import { drawBaseballField } from './drawBaseballField.js';
import { drawBasketballCourt } from './drawBasketballCourt.js';
import { drawCricketGround } from './drawCricketGround.js';
import { drawFootballPitch } from './drawFootballPitch.js';
import { drawGaelicPitch } from './drawGaelicPitch.js';
import { drawHockeyPitch } from './drawHockeyPitch.js';
import { drawLacrosseField } from './drawLacrosseField.js';
import { drawPlainField } from './drawPlainField.js';
import { drawPoloField } from './drawPoloField.js';
import { drawRugbyLeaguePitch } from './drawRugbyLeaguePitch.js';
import { drawRugbyPitch } from './drawRugbyPitch.js';
import { drawShintyPitch } from './drawShintyPitch.js';
import { drawVolleyballCourt } from './drawVolleyballCourt.js';

const DRAWINGS: Record<Sport, { title: string; draw: () => PitchDrawing }> = {
  american_football: { title: 'American football field', draw: drawAmericanFootballField },
  association_football: { title: 'Football pitch', draw: drawFootballPitch },
  association_football_referees: { title: 'Football pitch', draw: drawFootballPitch },
  baseball: { title: 'Baseball field', draw: drawBaseballField },
  basketball: { title: 'Basketball court', draw: drawBasketballCourt },
  cricket: { title: 'Cricket ground', draw: drawCricketGround },
  gaelic_football: { title: 'Gaelic football pitch', draw: drawGaelicPitch },
  hockey: { title: 'Hockey pitch', draw: drawHockeyPitch },
  hurling: { title: 'Hurling pitch', draw: drawGaelicPitch },
  mens_lacrosse: { title: 'Lacrosse field', draw: () => drawLacrosseField('mens') },
  other: { title: 'Playing field', draw: drawPlainField },
  polo: { title: 'Polo ground', draw: drawPoloField },
  rugby: { title: 'Rugby pitch', draw: drawRugbyPitch },
  rugby_league: { title: 'Rugby league pitch', draw: drawRugbyLeaguePitch },
  shinty: { title: 'Shinty pitch', draw: drawShintyPitch },
  volleyball: { title: 'Volleyball court', draw: drawVolleyballCourt },
  womens_lacrosse: { title: 'Lacrosse field', draw: () => drawLacrosseField('womens') },
};

const drawn = new Map<Sport, string>();

/**
 * The top-down drawing of a sport's pitch as SVG. Its viewBox is the pitch
 * rectangle in metres ("0 0 lengthM widthM"), the same rectangle a heat-map
 * PNG covers: drawn in the same box, the two line up. Drawings are fixed, so
 * each is built once.
 */
export function pitchBackgroundSvg(sport: Sport): string {
  let svg = drawn.get(sport);
  if (svg === undefined) {
    const { title, draw } = DRAWINGS[sport];
    svg = draw().toSvg(title);
    drawn.set(sport, svg);
  }
  return svg;
}
