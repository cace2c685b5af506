import type { MatchPosition, TaggableType } from '@touchline/domain';

/** A demo player: name, playing position and groups beside their position group. */
export interface DemoPlayer {
  name: string;
  position: MatchPosition;
  squad: 'First Team' | 'Development';
}

export const POSITION_NAMES: Readonly<Record<MatchPosition, string>> = {
  GK: 'Goalkeeper',
  CB: 'Centre Back',
  FB: 'Full Back',
  CM: 'Central Midfielder',
  WM: 'Wide Midfielder',
  FW: 'Forward',
};

export const POSITION_GROUPS: Readonly<Record<MatchPosition, string>> = {
  GK: 'Goalkeepers',
  CB: 'Defenders',
  FB: 'Defenders',
  CM: 'Midfielders',
  WM: 'Midfielders',
  FW: 'Forwards',
};

export const DEMO_GROUP_COLOURS: Readonly<Record<string, string>> = {
  Goalkeepers: '#f59e0b',
  Defenders: '#2563eb',
  Midfielders: '#16a34a',
  Forwards: '#dc2626',
  'First Team': '#7c3aed',
  Development: '#0891b2',
};

/**
 * Touchline FC's 24 players. The first eleven line up in the simulator's
 * 4-4-2 order (GK, CB, CB, FB, FB, CM, CM, WM, WM, FW, FW); the demo
 * athlete account (Jordan Hayes) plays centre midfield.
 */
export const DEMO_SQUAD: readonly DemoPlayer[] = [
  { name: 'Mateo Álvarez', position: 'GK', squad: 'First Team' },
  { name: 'Kwame Mensah', position: 'CB', squad: 'First Team' },
  { name: 'Liam O’Connor', position: 'CB', squad: 'First Team' },
  { name: 'Yusuf Demir', position: 'FB', squad: 'First Team' },
  { name: 'Ethan Clarke', position: 'FB', squad: 'First Team' },
  { name: 'Jordan Hayes', position: 'CM', squad: 'First Team' },
  { name: 'Haruto Sato', position: 'CM', squad: 'First Team' },
  { name: 'Rafael Costa', position: 'WM', squad: 'First Team' },
  { name: 'Samuel Adeyemi', position: 'WM', squad: 'First Team' },
  { name: 'Lukas Becker', position: 'FW', squad: 'First Team' },
  { name: 'Omar Haddad', position: 'FW', squad: 'First Team' },
  { name: 'Noah Williams', position: 'CM', squad: 'First Team' },
  { name: 'Diego Ramírez', position: 'FW', squad: 'First Team' },
  { name: 'Tomasz Nowak', position: 'FB', squad: 'First Team' },
  { name: 'Isaac Boateng', position: 'WM', squad: 'First Team' },
  { name: 'Finn Larsen', position: 'CB', squad: 'Development' },
  { name: 'Arjun Mehta', position: 'GK', squad: 'Development' },
  { name: 'Callum Fraser', position: 'CM', squad: 'Development' },
  { name: 'Luca Romano', position: 'FW', squad: 'Development' },
  { name: 'Chidi Okafor', position: 'CB', squad: 'Development' },
  { name: 'Elias Lindqvist', position: 'WM', squad: 'Development' },
  { name: 'Kenji Watanabe', position: 'FB', squad: 'Development' },
  { name: 'Ryan Murphy', position: 'CM', squad: 'Development' },
  { name: 'Youssef Benali', position: 'FW', squad: 'Development' },
];

export const DEMO_TAGS: readonly { label: string; colour: string; types: TaggableType[] }[] = [
  { label: 'Rehab', colour: '#e11d48', types: ['session_participation'] },
  { label: 'Modified Load', colour: '#ca8a04', types: ['session_participation'] },
  { label: 'Technical', colour: '#0d9488', types: ['segment'] },
  { label: 'Possession', colour: '#2563eb', types: ['segment'] },
  { label: 'Small-Sided Game', colour: '#16a34a', types: ['segment'] },
  { label: 'Conditioning', colour: '#ea580c', types: ['segment'] },
  { label: 'High Intensity', colour: '#9333ea', types: ['segment_participation_part'] },
];

/** Who trains on a modified load in the extended training: clipped out of part of its drills. */
export const MODIFIED_LOAD_PLAYERS: readonly string[] = ['Tomasz Nowak', 'Finn Larsen'];

export const DEMO_OPPONENTS: readonly string[] = [
  'Riverside Rovers',
  'Harbour Town',
  'Northgate United',
  'Ashford Athletic',
  'Millbrook City',
  'Westfield Wanderers',
  'Kingsbury Albion',
  'Eastleigh Rangers',
];
