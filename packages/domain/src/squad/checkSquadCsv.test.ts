import { describe, expect, it } from 'vitest';
import { checkSquadCsv, squadCsvTemplate, type SquadContext } from './checkSquadCsv.js';
import { readSquadCsv, textChunks, TOO_MANY_ROWS, type SquadCsv } from './readSquadCsv.js';

const HEADER =
  'name,preferred_name,shirt_number,position,date_of_birth,device_serials,max_heart_rate_bpm,top_speed_reference_kph,groups';
const context: SquadContext = {
  positions: ['Goalkeeper', 'Forward'],
  groups: ['First Team', 'Defence'],
  shirtNumbersTaken: new Map([[1, 'Sam Keeper']]),
  today: '2026-11-29',
};

async function read(text: string): Promise<SquadCsv> {
  const file = await readSquadCsv(textChunks(text));
  if ('problem' in file) throw new Error(file.problem);
  return file;
}

async function check(...rows: string[]) {
  return checkSquadCsv(await read([HEADER, ...rows].join('\r\n')), context);
}

describe('squad CSV', () => {
  it('reads the template back as one athlete to add', async () => {
    const outcome = checkSquadCsv(await read(squadCsvTemplate()), {
      ...context,
      shirtNumbersTaken: new Map(),
    });
    expect(outcome.fileProblems).toEqual([]);
    expect(outcome.rows).toEqual([
      {
        line: 2,
        name: 'Alex Morgan',
        problems: [],
        athlete: {
          name: 'Alex Morgan',
          preferredName: 'Alex',
          shirtNumber: 9,
          position: 'Forward',
          dateOfBirth: '2001-07-02',
          deviceSerials: ['EDGE-2001'],
          maxHeartRateBpm: 195,
          topSpeedReferenceKph: 32.5,
          groups: ['First Team'],
        },
      },
    ]);
  });

  it('names the missing and the unknown columns', async () => {
    const outcome = checkSquadCsv(await read('name,shirt,position\nAl,1,Forward'), context);
    expect(outcome.fileProblems).toEqual([
      'Missing columns: preferred_name, shirt_number, date_of_birth, device_serials, max_heart_rate_bpm, top_speed_reference_kph, groups.',
      'Unknown columns: shirt.',
    ]);
  });

  it('stops reading past 500 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `Athlete ${i},,,,,,,,`);
    const file = await readSquadCsv(textChunks([HEADER, ...rows].join('\n')));
    expect(file).toEqual({ problem: TOO_MANY_ROWS });
  });

  it('refuses a formula, naming the row and column, a leading tab included', async () => {
    const outcome = await check('=HYPERLINK("x"),,,,,,,,', 'Bo, \t@cmd,,,,,,,');
    expect(outcome.rows.map((row) => row.problems)).toEqual([
      ['Row 2, column name: a value may not start with =, +, -, @, a tab or a carriage return.'],
      [
        'Row 3, column preferred_name: a value may not start with =, +, -, @, a tab or a carriage return.',
      ],
    ]);
  });

  it('refuses duplicate numbers in the file and against the squad, bad dates and numbers', async () => {
    const outcome = await check(
      'A One,,7,,,,,,',
      'B Two,,7,,,,,,',
      'C Three,,1,goalkeeper,2030-01-01,,abc,51,Nobody',
    );
    expect(outcome.rows.map((row) => row.problems)).toEqual([
      [],
      ['Shirt number 7 is also on row 2.'],
      [
        'Date of birth must be a past date such as 2004-05-17.',
        'Max heart rate must be a whole number from 100 to 250 bpm.',
        'Top speed reference must be above 0 and at most 50 km/h.',
        "Group 'Nobody' does not exist.",
        'Shirt number 1 is worn by Sam Keeper.',
      ],
    ]);
    expect(outcome.rows[0]!.athlete?.name).toBe('A One');
    expect(outcome.rows[2]!.athlete).toBeNull();
  });

  it('says an empty file is empty', async () => {
    expect(await readSquadCsv(textChunks('\n\n'))).toEqual({ problem: 'The file is empty.' });
  });
});
