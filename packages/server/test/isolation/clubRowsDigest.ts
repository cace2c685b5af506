import type { Database } from '../../src/db/database.js';

/**
 * One query for every table with a club's rows (each table with a club_id, and
 * the club itself): per table, its number of rows and a hash of their text in
 * order. A bytea column enters as its md5, not as its hex text: an upload's
 * bytes twice over, hashed again, were half of every digest's time.
 */
async function digestQuery(database: Database): Promise<string> {
  const { rows } = await database.executeSql(
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema()
        and (table_name = 'clubs' or table_name in (select table_name from information_schema.columns
          where column_name = 'club_id' and table_schema = current_schema()))
      order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows as { table_name: string; column_name: string; data_type: string }[]) {
    const column = `t."${row.column_name}"`;
    const value = row.data_type === 'bytea' ? `md5(${column})` : column;
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), value]);
  }
  return [...columns]
    .map(([table, values]) => {
      const text = `row(${values.join(', ')})::text`;
      const owner = table === 'clubs' ? 'id' : 'club_id';
      return `select '${table}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as hash
        from "${table}" t where t.${owner} = $1`;
    })
    .join('\nunion all\n');
}

/** The query of each database: its tables do not change while a test runs. */
const queries = new WeakMap<Database, Promise<string>>();

/**
 * A digest of every row of a club: equal digests before and after an
 * operation mean it changed nothing of the club's.
 */
export async function clubRowsDigest(database: Database, clubId: string): Promise<string> {
  let query = queries.get(database);
  if (!query) queries.set(database, (query = digestQuery(database)));
  const { rows } = await database.executeSql(await query, [clubId]);
  return (rows as { name: string; rows: number; hash: string }[])
    .map((row) => `${row.name}:${row.rows}:${row.hash}`)
    .sort()
    .join('\n');
}
