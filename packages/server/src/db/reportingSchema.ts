import { DATASET_STATUSES, DATASET_TEMPLATE_KINDS } from '@touchline/domain';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubId, persons } from './schema.js';
import { createdAt } from './columns.js';
import { bytes } from './sessionsSchema.js';

// Datasets (stored tables of athlete x session x window rows, docs/product/reporting.md §3) and
// the Flexible Reporting reports and charts built on them.

export const datasetStatusEnum = pgEnum('dataset_status', DATASET_STATUSES);

const ownerPersonId = () =>
  uuid('owner_person_id').references(() => persons.id, { onDelete: 'set null' });
const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const datasetTemplateKindEnum = pgEnum('dataset_template_kind', DATASET_TEMPLATE_KINDS);

/**
 * The CSV Builder's templates of a club (docs/product/dataset-templates.md §1). Every club gets the
 * domain's DEFAULT_DATASET_TEMPLATES when it is created (a trigger of
 * migration 0007, so no path that creates a club can forget them).
 */
export const datasetTemplates = pgTable(
  'dataset_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    kind: datasetTemplateKindEnum('kind').notNull(),
    name: text('name').notNull(),
    /** 'MM/DD/YYYY' or 'DD/MM/YYYY': the date format of its datasets. */
    dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
    createdAt: createdAt(),
  },
  (table) => [index('dataset_templates_club_idx').on(table.clubId)],
);

export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    ownerPersonId: ownerPersonId(),
    title: text('title').notNull(),
    status: datasetStatusEnum('status').notNull().default('Generating'),
    /** First and last day of the range (inclusive), in `timeZone`. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The IANA zone of the person who asked: days, weeks and start times are in it. */
    timeZone: text('time_zone').notNull(),
    /** 'MM/DD/YYYY' or 'DD/MM/YYYY'. */
    dateFormat: text('date_format').notNull(),
    /** The CSV Builder's template; null for a report's dataset. */
    csvTemplateId: uuid('csv_template_id').references(() => datasetTemplates.id, {
      onDelete: 'set null',
    }),
    /** Failed only: why, in words for the person (shown in the CSV Builder's list). */
    failureReason: text('failure_reason'),
    gridConfig: jsonb('grid_config'),
    /**
     * The generated table, column by column (DatasetColumn[] with rows); null until Completed.
     * json, not jsonb: nothing looks inside it, and a season's table was stored in about a
     * third of the time without PostgreSQL taking it apart into jsonb.
     */
    columns: json('columns'),
    /**
     * The same table as gzipped Apache Arrow IPC (datasetArrowBytes), written with it: what
     * the table route sends as it is. Null until Completed, and for tables stored before it.
     */
    tableArrowGzip: bytes('table_arrow_gzip'),
    rowCount: integer('row_count').notNull().default(0),
    /** The table's columns and its size as JSON: what an answer holding it costs, known before it is read. */
    columnCount: integer('column_count').notNull().default(0),
    tableBytes: integer('table_bytes').notNull().default(0),
    /** Bumped by every (re)generation request: a job of an older one stores nothing. */
    generation: integer('generation').notNull().default(1),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The client's key for the submit that made it: the same submit again finds this one. */
    requestKey: uuid('request_key'),
    ...timestamps(),
  },
  (table) => [
    index('datasets_club_idx').on(table.clubId, table.createdAt),
    uniqueIndex('datasets_request_key_idx').on(table.clubId, table.requestKey),
  ],
);

export const flexibleReports = pgTable(
  'flexible_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    ownerPersonId: ownerPersonId(),
    title: text('title').notNull(),
    /** The report's dataset; its range is the report's range. */
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [index('flexible_reports_club_idx').on(table.clubId, table.updatedAt)],
);

export const flexibleReportCharts = pgTable(
  'flexible_report_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    flexibleReportId: uuid('flexible_report_id')
      .notNull()
      .references(() => flexibleReports.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 1-based, no gaps within a report. */
    position: integer('position').notNull(),
    displayDataLabels: boolean('display_data_labels').notNull().default(false),
    /** Bumped by every save: a save made from an older version changes nothing (optimistic concurrency). */
    lockVersion: integer('lock_version').notNull().default(0),
    /** docs/product/reporting.md §3 shapes, snake_case as the payload has them. */
    chartConfig: jsonb('chart_config').notNull(),
    sortConfig: jsonb('sort_config').notNull(),
    filters: jsonb('filters').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('flexible_report_charts_report_idx').on(table.flexibleReportId, table.position),
  ],
);
