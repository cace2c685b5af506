import type { Sport } from '../enums/sports.js';

/** A playing position: its name and the abbreviation shown in tight places. */
export interface StandardPosition {
  name: string;
  abbreviation: string;
}

const p = (name: string, abbreviation: string): StandardPosition => ({ name, abbreviation });

const FOOTBALL = [
  p('Goalkeeper', 'GK'),
  p('Defender', 'DF'),
  p('Midfielder', 'MF'),
  p('Forward', 'FW'),
];
const RUGBY = [
  p('Prop', 'PR'),
  p('Hooker', 'HK'),
  p('Lock', 'LK'),
  p('Back Row', 'BR'),
  p('Scrum Half', 'SH'),
  p('Fly Half', 'FH'),
  p('Centre', 'CE'),
  p('Wing', 'WG'),
  p('Full Back', 'FB'),
];
const GAELIC = [
  p('Goalkeeper', 'GK'),
  p('Full Back', 'FB'),
  p('Half Back', 'HB'),
  p('Midfielder', 'MF'),
  p('Half Forward', 'HF'),
  p('Full Forward', 'FF'),
];
const LACROSSE = [
  p('Goalkeeper', 'GK'),
  p('Defender', 'DF'),
  p('Midfielder', 'MF'),
  p('Attacker', 'AT'),
];

/**
 * The standard positions of each sport, offered when a club has not named
 * its own (docs/product/club-administration.md §4): choosing one adds it to
 * the club's positions.
 */
export const STANDARD_POSITIONS: Readonly<Record<Sport, readonly StandardPosition[]>> = {
  american_football: [
    p('Quarterback', 'QB'),
    p('Running Back', 'RB'),
    p('Wide Receiver', 'WR'),
    p('Tight End', 'TE'),
    p('Offensive Lineman', 'OL'),
    p('Defensive Lineman', 'DL'),
    p('Linebacker', 'LB'),
    p('Defensive Back', 'DB'),
    p('Kicker', 'K'),
  ],
  association_football: FOOTBALL,
  association_football_referees: [p('Referee', 'REF'), p('Assistant Referee', 'AR')],
  baseball: [p('Pitcher', 'P'), p('Catcher', 'C'), p('Infielder', 'IF'), p('Outfielder', 'OF')],
  basketball: [
    p('Point Guard', 'PG'),
    p('Shooting Guard', 'SG'),
    p('Small Forward', 'SF'),
    p('Power Forward', 'PF'),
    p('Center', 'C'),
  ],
  cricket: [
    p('Batter', 'BAT'),
    p('Bowler', 'BWL'),
    p('All-rounder', 'AR'),
    p('Wicket-keeper', 'WK'),
  ],
  gaelic_football: GAELIC,
  hockey: FOOTBALL,
  hurling: GAELIC,
  mens_lacrosse: LACROSSE,
  other: [],
  polo: [p('Number 1', 'N1'), p('Number 2', 'N2'), p('Number 3', 'N3'), p('Back', 'BK')],
  rugby: RUGBY,
  rugby_league: [
    p('Prop', 'PR'),
    p('Hooker', 'HK'),
    p('Second Row', 'SR'),
    p('Loose Forward', 'LF'),
    p('Scrum Half', 'SH'),
    p('Stand Off', 'SO'),
    p('Centre', 'CE'),
    p('Wing', 'WG'),
    p('Full Back', 'FB'),
  ],
  shinty: GAELIC,
  volleyball: [
    p('Setter', 'S'),
    p('Outside Hitter', 'OH'),
    p('Opposite', 'OP'),
    p('Middle Blocker', 'MB'),
    p('Libero', 'L'),
  ],
  womens_lacrosse: LACROSSE,
};
