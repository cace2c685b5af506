// Bigger worlds made from the demo world in SQL, for the scale benchmark: simulating a
// 52-week season or 50 clubs through the pipeline would take the better part of an hour,
// so the demo's real, processed rows are copied under new ids instead.
// - More weeks: every row of the club's sessions (participations, segments, periods,
//   uploads, raw tracks, metric sets, heat maps, warnings) again, its times moved back by
//   whole demo seasons, then what starts before the wanted first week deleted.
// - More clubs: every club-owned row of the club again under a new club, with its members
//   as new people (e-mail `c<n>.<theirs>`, the demo password).
// Ids are mapped by md5(id || salt), so a row's references follow it. Copied uploads keep
// their sizes but not their files' bytes: their content ids name no stored parts (no page
// reads them; the database stays small).
// Survey distributions and answers, imports and datasets stay as the demo made them.

const PARENTS = `select conrelid::regclass::text as child, confrelid::regclass::text as parent,
  (select attname from pg_attribute where attrelid = conrelid and attnum = conkey[1]) as column
  from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`;

/** The public tables' foreign keys and columns, read from the catalogue. */
async function readSchema(client) {
  const { rows: keys } = await client.query(PARENTS);
  const { rows: columns } = await client.query(
    `select table_name as table, column_name as name, data_type as type
     from information_schema.columns where table_schema = 'public' order by ordinal_position`,
  );
  const tables = new Map();
  for (const column of columns) {
    if (!tables.has(column.table)) tables.set(column.table, { columns: [], parents: new Map() });
    tables.get(column.table).columns.push(column);
  }
  for (const key of keys) tables.get(key.child)?.parents.set(key.column, key.parent);
  return tables;
}

/** `names` ordered so that every table comes after the tables it references. */
function parentsFirst(tables, names) {
  const ordered = [];
  const placed = new Set();
  const place = (name, path = new Set()) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of tables.get(name).parents.values()) {
      if (names.has(parent) && parent !== name) place(parent, path);
    }
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) place(name);
  return ordered;
}

/** The tables whose rows hang from `root` through foreign keys, except `left`. */
function descendants(tables, root, left) {
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, table] of tables) {
      if (found.has(name) || left.has(name)) continue;
      if ([...table.parents.values()].some((parent) => found.has(parent))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

const mapped = (expression) => `md5((${expression})::text || $1)::uuid`;

/**
 * `insert into <table> select …` of the rows `where`, each uuid of a copied table mapped,
 * each moment moved by `$2` (an interval), and `special` expressions by column.
 */
function copyStatement(tables, name, copied, where, special = {}) {
  const { columns, parents } = tables.get(name);
  const values = columns.map(({ name: column, type }) => {
    if (special[column]) return special[column];
    // 'segment:<id>' and 'period:<id>' name a copied row too.
    if (column === 'window_key')
      return `case when position(':' in window_key) > 0 then split_part(window_key, ':', 1) || ':' || ${mapped("split_part(window_key, ':', 2)")} else window_key end`;
    const parent = parents.get(column);
    if (column === 'id' || (parent && copied.has(parent))) return mapped(column);
    if (type === 'timestamp with time zone') return `${column} + $2::interval`;
    return column;
  });
  const list = columns.map(({ name: column }) => `"${column}"`).join(', ');
  // Every statement names $1 and $2, whether or not its table has a uuid or a moment.
  const always = '$1::text is not null and $2::interval is not null';
  return `insert into ${name} (${list}) select ${values.join(', ')} from ${name}
    where ${where} and ${always}`;
}

/** A copied upload's bytes: none (its content id mapped, file_parts not copied). */
const NO_BYTES = { content_id: mapped('content_id') };

const SEASON_LEFT = new Set([
  'file_parts',
  'survey_distributions',
  'survey_answers',
  'survey_distribution_recipients',
  'imports',
  'import_files',
  'import_tracks',
]);

/**
 * Makes the club named `clubName` hold `weeks` weeks of sessions: its sessions (a season of
 * `seasonWeeks`) copied back by whole seasons, the copies before the first week removed.
 */
export async function lengthenSeason(client, { clubName, seasonWeeks, weeks }) {
  const tables = await readSchema(client);
  const copied = descendants(tables, 'sessions', SEASON_LEFT);
  const order = parentsFirst(tables, copied);
  const [{ id: clubId, last }] = (
    await client.query(
      `select c.id, max(s.start_time) as last from clubs c join sessions s on s.club_id = c.id
       where c.name = $1 group by c.id`,
      [clubName],
    )
  ).rows;
  const firstKept = new Date(last.getTime() - weeks * 7 * 86_400_000);
  await client.query('begin');
  try {
    // The copies' references are right by construction; checking each costs minutes.
    await client.query("set local session_replication_role = 'replica'");
    const source = await client.query('select id from sessions where club_id = $1', [clubId]);
    const sourceIds = source.rows.map((row) => row.id);
    for (let copy = 1; copy * seasonWeeks < weeks; copy += 1) {
      const shift = `${-copy * seasonWeeks * 7} days`;
      for (const name of order) {
        const where =
          name === 'sessions'
            ? `club_id = '${clubId}' and id = any($3::uuid[])`
            : `club_id = '${clubId}' and ${sessionOf(tables, name)} = any($3::uuid[])`;
        const special = name === 'uploads' ? NO_BYTES : {};
        await client.query(copyStatement(tables, name, copied, where, special), [
          `season-${copy}`,
          shift,
          sourceIds,
        ]);
      }
    }
    await client.query('delete from sessions where club_id = $1 and start_time < $2', [
      clubId,
      firstKept,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze');
}

/** The expression giving the session a row of `name` belongs to. */
function sessionOf(tables, name) {
  if (tables.get(name).parents.get('session_id') === 'sessions') return 'session_id';
  const via = {
    segment_participations: '(select session_id from segments p where p.id = segment_id)',
    clipped_time_periods: `(select session_id from segment_participations p join segments s
      on s.id = p.segment_id where p.id = segment_participation_id)`,
    raw_tracks: '(select session_id from uploads p where p.id = upload_id)',
    heatmap_grids:
      '(select session_id from athlete_metric_sets p where p.id = athlete_metric_set_id)',
  }[name];
  if (!via) throw new Error(`the season copy does not know how ${name} reaches its session`);
  return via;
}

/**
 * Adds `copies` clubs copied from the club named `clubName`, named `<clubName> <n>`, with
 * their members as new people `c<n>.<email>`; resolves with the copies' coach e-mails.
 */
export async function copyClub(client, { clubName, copies }) {
  const tables = await readSchema(client);
  const owned = new Set(
    [...tables]
      .filter(([n, table]) => table.parents.get('club_id') === 'clubs' && n !== 'file_parts')
      .map(([n]) => n),
  );
  const copied = new Set([...owned, 'clubs', 'persons', 'identities']);
  const order = parentsFirst(tables, owned);
  const [{ id: clubId }] = (await client.query('select id from clubs where name = $1', [clubName]))
    .rows;
  const members = `person_id in (select person_id from memberships where club_id = '${clubId}')`;
  await client.query('begin');
  try {
    await client.query("set local session_replication_role = 'replica'");
    for (let copy = 1; copy <= copies; copy += 1) {
      const salt = `club-${copy}`;
      const email = { email: `'c${copy}.' || email` };
      const run = (statement) => client.query(statement, [salt, '0 days']);
      await run(
        copyStatement(tables, 'clubs', copied, `id = '${clubId}'`, {
          name: `name || ' ${copy}'`,
          join_code: 'null',
        }),
      );
      await run(
        copyStatement(
          tables,
          'persons',
          copied,
          `id in (select person_id from memberships where club_id = '${clubId}')`,
          email,
        ),
      );
      await run(copyStatement(tables, 'identities', copied, members, email));
      for (const name of order) {
        const special = {
          ...(name === 'uploads' ? NO_BYTES : {}),
          ...(name === 'invites' ? { token_hash: 'md5(token_hash || $1)' } : {}),
        };
        // A row may name someone outside the club (an uploader since gone): kept as it is.
        for (const [column, parent] of tables.get(name).parents) {
          if (parent === 'persons')
            special[column] =
              `case when ${column} in (select person_id from memberships where club_id = '${clubId}') then ${mapped(column)} else ${column} end`;
        }
        await run(copyStatement(tables, name, copied, `club_id = '${clubId}'`, special));
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze');
}
