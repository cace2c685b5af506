import { describe, expect, it } from 'vitest';
import { Access } from '../../src/access/Access.js';
import { authorize } from '../../src/access/authorize.js';
import type { Subject } from '../../src/access/Subject.js';
import { trackerUnlock } from '../../src/access/trackerUnlock.js';
import type { Db } from '../../src/db/database.js';
import type { Loaders } from '../../src/loaders.js';

// Trusted callers need no database for their ability; these subjects bring their rows.
const db = {} as Db;
const loaders = {} as Loaders;

class NotFound extends Error {}

const sessionOfClub = (clubId: string | null): Subject<{ id: string; clubId: string }> => ({
  type: 'Session',
  find: () => Promise.resolve(clubId === null ? null : { id: 's1', clubId }),
  factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
  notFound: () => new NotFound(),
});

describe('authorize', () => {
  it("answers a job's own club with the row, another club's like an unknown id", async () => {
    const job = Access.jobOfClub(db, 'club-a');
    await expect(authorize(job, 'Update', sessionOfClub('club-a'))).resolves.toEqual({
      id: 's1',
      clubId: 'club-a',
    });
    await expect(authorize(job, 'Update', sessionOfClub('club-b'))).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(authorize(job, 'Update', sessionOfClub(null))).rejects.toBeInstanceOf(NotFound);
  });

  it('trusts the command line with every club and capability', async () => {
    const commandLine = Access.commandLine(db, () => loaders);
    await expect(authorize(commandLine, 'Create', sessionOfClub('club-b'))).resolves.toBeTruthy();
    await expect(authorize(commandLine, 'Create', trackerUnlock)).resolves.toBe(true);
    expect(commandLine.personId).toBeNull();
    await expect(commandLine.approvedMemberships()).resolves.toEqual([]);
  });

  it('refuses a capability outright, never as not found', async () => {
    const job = Access.jobOfClub(db, 'club-a');
    await expect(authorize(job, 'Create', trackerUnlock)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only Touchline staff can unlock tracker diagnostics',
    });
  });
});
