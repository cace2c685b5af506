import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { identities } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.js';

/** The demo accounts that exist in this database, as a table for the terminal ('' when none). */
export async function demoAccountsTable(db: Db): Promise<string> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set(
    (
      await db
        .select({ email: identities.email })
        .from(identities)
        .where(inArray(identities.email, emails))
    ).map((row) => row.email),
  );
  const rows = DEMO_ACCOUNTS.filter((account) => present.has(account.email)).map((account) => [
    account.email,
    account.name,
    account.purpose,
  ]);
  if (rows.length === 0) return '';
  const header = ['E-mail', 'Name', 'Shows'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    `\nDemo accounts (password: ${DEMO_PASSWORD})`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ].join('\n');
}
