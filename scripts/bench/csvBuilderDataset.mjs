// The CSV Builder bench's datasets (csvBuilderBench.mjs): the seeded season of
// reportAggregationBench as a Completed 'Session Data' dataset of Touchline FC, stored as the
// generation stores one (its JSON and its gzipped Arrow), once or several seasons over.
import { gzipSync } from 'node:zlib';
import {
  datasetArrowBytes,
  datasetColumnsOfTemplate,
  encodedTableOf,
  toDatasetPrecision,
} from '@touchline/domain';
import { benchDataset } from './reportAggregationBench.mjs';

/** The seeded season as a Session Data table: the template's columns, metrics to hundredths. */
function sessionDataColumns() {
  const byId = new Map(benchDataset().columns.map((column) => [column.id, column]));
  return datasetColumnsOfTemplate('sessions').map(({ id }) => {
    const column = byId.get(id);
    if (!column) throw new Error(`The seeded season has no column ${id}`);
    const rows = column.quantity
      ? column.rows.map((value) => (value === null ? null : toDatasetPrecision(value)))
      : column.rows;
    return { ...column, rows };
  });
}

/** The columns with their rows repeated `times` (a club's seasons, as many rows as they hold). */
const repeated = (columns, times) =>
  columns.map((column) => ({
    ...column,
    rows: Array.from({ length: times }, () => column.rows).flat(),
  }));

/** Stores a Completed dataset of the season (`times` over), owned by the demo coach; answers its id and rows. */
export async function seedDataset({ db, tables, orm }, title, times = 1) {
  const [club] = await db
    .select()
    .from(tables.clubs)
    .where(orm.eq(tables.clubs.name, 'Touchline FC'));
  const [coach] = await db
    .select()
    .from(tables.persons)
    .where(orm.eq(tables.persons.email, 'coach@touchline.test'));
  const [template] = await db
    .select()
    .from(tables.datasetTemplates)
    .where(
      orm.and(
        orm.eq(tables.datasetTemplates.clubId, club.id),
        orm.eq(tables.datasetTemplates.name, 'Session Data'),
      ),
    );
  if (!template) throw new Error("Touchline FC has no 'Session Data' template");
  const columns = repeated(sessionDataColumns(), times);
  const days = columns.find(({ id }) => id === 'start_date').rows.toSorted();
  const [dataset] = await db
    .insert(tables.datasets)
    .values({
      clubId: club.id,
      ownerPersonId: coach.id,
      title,
      status: 'Completed',
      startsOn: days[0],
      endsOn: days.at(-1),
      timeZone: 'Europe/London',
      dateFormat: template.dateFormat,
      csvTemplateId: template.id,
      columns,
      // As the generation stores it: the JSON and the gzipped Arrow.
      tableArrowGzip: gzipSync(datasetArrowBytes(encodedTableOf({ columns }))),
      // No column count or JSON size: the GraphQL answer of its columns (the path before)
      // stays under the answer ceiling, as it was.
      rowCount: days.length,
      generatedAt: new Date(),
    })
    .returning({ id: tables.datasets.id });
  return { id: dataset.id, rows: days.length };
}
