import type { Database } from '../../src/db/database.js';

/**
 * A digest of every row of a club (each table with a club_id, and the club
 * itself): equal digests before and after an operation mean it changed
 * nothing of the club's.
 */
export async function clubRowsDigest(database: Database, clubId: string): Promise<string> {
  const { rows } = await database.executeSql(
    `select table_name from information_schema.columns
      where column_name = 'club_id' and table_schema = current_schema() order by table_name`,
  );
  const tables = (rows as { table_name: string }[]).map((row) => row.table_name);
  const digests: string[] = [];
  for (const table of [...tables, 'clubs']) {
    const column = table === 'clubs' ? 'id' : 'club_id';
    const {
      rows: [digest],
    } = await database.executeSql(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
         from "${table}" t where ${column} = $1`,
      [clubId],
    );
    digests.push(`${table}:${JSON.stringify(digest)}`);
  }
  return digests.join('\n');
}
