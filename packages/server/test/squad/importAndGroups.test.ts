import { SQUAD_CSV_COLUMNS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { loadBestTopSpeedsKph } from '../../src/modules/processing/loadBestTopSpeedsKph.js';
import {
  anAthlete,
  ask,
  athlete,
  clubId,
  CREATE_GROUP,
  db,
  DESTROY_GROUP,
  type GroupPayload,
  type MutationErrors,
  squad,
  UPDATE_GROUP,
  useSquadWorld,
} from './squadWorld.js';
import type { Session } from '../support/testApp.js';
import { coach } from './squadWorld.js';

useSquadWorld();

const IMPORT = `mutation ($clubId: ID!, $header: [String!]!, $lines: [SquadImportLine!]!, $confirm: Boolean!) {
  importSquad(clubId: $clubId, header: $header, lines: $lines, confirm: $confirm) {
    rows { line name problems } athletes { id name shirtNumber groups { name } } errors { path fullMessages } } }`;

type Imported = {
  rows: { line: number; name: string; problems: string[] }[];
  athletes: { id: string; name: string; shirtNumber: number | null; groups: { name: string }[] }[];
} & MutationErrors;

const HEADER = [...SQUAD_CSV_COLUMNS];
const row = (line: number, name: string, shirt: string, groups = '') => ({
  line,
  cells: [name, '', shirt, 'Forward', '2000-01-01', '', '190', '31', groups],
});

async function importSquad(
  lines: { line: number; cells: string[] }[],
  confirm: boolean,
  header: string[] = HEADER,
  as: Session = coach,
): Promise<Imported> {
  const data = await ask<{ importSquad: Imported }>(IMPORT, { clubId, header, lines, confirm }, as);
  return data.importSquad;
}

describe('importing a squad file (docs/product/club-administration.md §4 "Import CSV")', () => {
  it('names the missing and unknown columns', async () => {
    const answer = await importSquad([{ line: 2, cells: ['Al', '1'] }], false, ['name', 'number']);
    expect(answer.errors).toEqual([
      {
        path: ['header'],
        fullMessages: [
          'Missing columns: preferred_name, shirt_number, position, date_of_birth, device_serials, max_heart_rate_bpm, top_speed_reference_kph, groups.',
          'Unknown columns: number.',
        ],
      },
    ]);
  });

  it('refuses more than 500 rows', async () => {
    const lines = Array.from({ length: 501 }, (_, i) => row(i + 2, `Athlete ${i}`, ''));
    const answer = await importSquad(lines, false);
    expect(answer.errors).toEqual([
      {
        path: ['lines'],
        fullMessages: [
          'The file has more than 500 athletes: split it into files of at most 500 rows.',
        ],
      },
    ]);
  });

  it('previews formulas and duplicate numbers, and then imports none of the rows', async () => {
    await anAthlete({ name: 'Wears Forty', shirtNumber: 40 });
    const before = (await squad()).squadAthletes.length;
    const lines = [
      row(2, 'Good Row', '41'),
      row(3, '=cmd|calc', '42'),
      row(4, 'Twin One', '43'),
      row(5, 'Twin Two', '43'),
      row(6, 'Taken', '40'),
    ];
    const preview = await importSquad(lines, false);
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => r.problems)).toEqual([
      [],
      ['Row 3, column name: a value may not start with =, +, -, @, a tab or a carriage return.'],
      [],
      ['Shirt number 43 is also on row 4.'],
      ['Shirt number 40 is worn by Wears Forty.'],
    ]);
    const confirmed = await importSquad(lines, true);
    expect(confirmed.errors).toEqual([
      {
        path: ['lines'],
        fullMessages: ['3 of 5 rows cannot be added, so none was: correct the file and try again.'],
      },
    ]);
    expect((await squad()).squadAthletes.length).toBe(before);
  });

  it('imports every row of a good file, in groups, and athletes may not', async () => {
    await ask(CREATE_GROUP, { clubId, attributes: { name: 'Imports', colour: '#00aa00' } });
    const lines = Array.from({ length: 20 }, (_, i) =>
      row(i + 2, `Imported ${i + 1}`, String(60 + i), 'imports'),
    );
    const refused = await importSquad(lines, true, HEADER, athlete);
    expect(refused.errors[0]!.fullMessages).toEqual([
      'Only club staff can see or change the squad and its groups',
    ]);
    const answer = await importSquad(lines, true);
    expect(answer.errors).toEqual([]);
    expect(answer.athletes).toHaveLength(20);
    expect(answer.athletes[0]).toMatchObject({
      name: 'Imported 1',
      shirtNumber: 60,
      groups: [{ name: 'Imports' }],
    });
    const names = (await squad()).squadAthletes.map((a) => a.name);
    expect(names).toContain('Imported 20');
  });
});

describe('groups (docs/product/club-administration.md §5 "Groups")', () => {
  it('creates, refuses a second of a name, renames, recolours, sets members and deletes', async () => {
    const first = await anAthlete({ name: 'Group Member' });
    const created = await ask<{ createAthleteGroup: GroupPayload }>(CREATE_GROUP, {
      clubId,
      attributes: { name: 'Wingers', colour: '#FF0000', athleteIds: [first.id] },
    });
    const group = created.createAthleteGroup.athleteGroup!;
    expect(group).toMatchObject({ name: 'Wingers', colour: '#ff0000' });
    expect(group.athletes.map((a) => a.name)).toEqual(['Group Member']);
    const twin = await ask<{ createAthleteGroup: GroupPayload }>(CREATE_GROUP, {
      clubId,
      attributes: { name: 'wingers', colour: 'red' },
    });
    expect(twin.createAthleteGroup.errors).toEqual([
      {
        path: ['attributes', 'colour'],
        fullMessages: ['Colour must be a colour such as #1e88e5.'],
      },
      { path: ['attributes', 'name'], fullMessages: ['A group named wingers exists.'] },
    ]);
    const updated = await ask<{ updateAthleteGroup: GroupPayload }>(UPDATE_GROUP, {
      id: group.id,
      attributes: { name: 'Wide Players', colour: '#0000ff', athleteIds: [] },
    });
    expect(updated.updateAthleteGroup.athleteGroup).toMatchObject({
      name: 'Wide Players',
      colour: '#0000ff',
      athletes: [],
    });
    const listed = (await squad()).athleteGroups.find((g) => g.id === group.id);
    expect(listed?.name).toBe('Wide Players');
    const destroyed = await ask<{ destroyAthleteGroup: { id: string } & MutationErrors }>(
      DESTROY_GROUP,
      { id: group.id },
    );
    expect(destroyed.destroyAthleteGroup).toEqual({ id: group.id, errors: [] });
    expect((await squad()).athleteGroups.map((g) => g.id)).not.toContain(group.id);
    const asAthlete = await ask<{ createAthleteGroup: GroupPayload }>(
      CREATE_GROUP,
      { clubId, attributes: { name: 'Mine', colour: '#000000' } },
      athlete,
    );
    expect(asAthlete.createAthleteGroup.athleteGroup).toBeNull();
  });
});

describe('individual speed zones (docs/product/club-administration.md §4)', () => {
  it('use the manual top-speed reference when one is set', async () => {
    const withReference = await anAthlete({ name: 'Fast Reference', topSpeedReferenceKph: 34 });
    const without = await anAthlete({ name: 'No Reference' });
    const best = await loadBestTopSpeedsKph(db(), [
      { athleteId: withReference.id, participationId: crypto.randomUUID() },
      { athleteId: without.id, participationId: crypto.randomUUID() },
    ]);
    expect(best.get(withReference.id)).toBe(34);
    expect(best.has(without.id)).toBe(false);
  });
});
