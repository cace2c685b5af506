import {
  datasetColumnDefinition,
  datasetColumnsOfTemplate,
  SURVEY_COLUMN_IDS,
  WEEKLY_SURVEY_COLUMN_IDS,
  type DatasetColumn,
  type DatasetValue,
} from '@touchline/domain';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetTemplates } from '../../src/db/tables.js';
import { buildSchema } from '../../src/graphql/schema.js';
import { buildDatasetTable } from '../../src/modules/datasets/buildDatasetTable.js';
import { loadDatasetInputs } from '../../src/modules/datasets/loadDatasetInputs.js';
import { templateTable } from '../../src/modules/datasets/templateTable.js';
import { parseCsv } from '../support/parseCsv.js';
import { columnsOfEncoded, requestArrowTable } from './arrowTable.js';
import { graphql, type Session } from '../support/testApp.js';
import {
  queueDataset,
  SEASON_RANGE,
  settled,
  startDatasetsWorld,
  type DatasetsWorld,
} from './datasetsWorld.js';

// Survey answers are health data: only the club's staff and the athlete
// themself may read them. A walk over every output that carries a dataset's
// table, read as the demo athlete: no teammate's survey value in any of them.

let world: DatasetsWorld;
let datasetId: string;
let stored: DatasetColumn[];
let weeklyId: string;
let weeklyStored: DatasetColumn[];
let ownAthleteId: string;
let ownName: string;

const surveyColumns: ReadonlySet<string> = new Set(SURVEY_COLUMN_IDS);

beforeAll(async () => {
  world = await startDatasetsWorld();
  datasetId = await queueDataset(world, { title: 'Season so far' });
  stored = (await settled(world.db, datasetId)).columns as DatasetColumn[];
  const [weeklyTemplate] = await world.db
    .select({ id: datasetTemplates.id })
    .from(datasetTemplates)
    .where(and(eq(datasetTemplates.clubId, world.clubId), eq(datasetTemplates.kind, 'weeklyLoad')));
  weeklyId = await queueDataset(world, { title: 'Weekly', csvTemplateId: weeklyTemplate!.id });
  weeklyStored = (await settled(world.db, weeklyId)).columns as DatasetColumn[];
  const { rows } = await world.testApp.app.touchline.database.executeSql(
    `select a.id, a.name from athletes a join persons p on p.id = a.person_id
     where p.email = 'athlete@touchline.test'`,
  );
  ({ id: ownAthleteId, name: ownName } = (rows as { id: string; name: string }[])[0]!);
}, 180_000);
afterAll(() => world?.testApp.close());

const columnOf = (columns: DatasetColumn[], id: string) =>
  columns.find((column) => column.id === id)!;

/** The survey values of `columns`, split into the athlete's own rows and everyone else's. */
function surveyValues(columns: DatasetColumn[]) {
  const athleteIds = columnOf(columns, 'athlete_id').rows;
  const own: DatasetValue[] = [];
  const others: DatasetValue[] = [];
  for (const column of columns.filter((each) => surveyColumns.has(each.id))) {
    column.rows.forEach((value, row) =>
      (athleteIds[row] === ownAthleteId ? own : others).push(value),
    );
  }
  return {
    own: own.filter((value) => value !== null),
    others: others.filter((value) => value !== null),
  };
}

describe('the survey columns', () => {
  it('are every column made from survey answers: without the answers, only they change', async () => {
    const scope = { clubId: world.clubId, ...SEASON_RANGE, timeZone: 'Europe/London' };
    const inputs = await loadDatasetInputs(world.db, scope);
    const withAnswers = buildDatasetTable(inputs, scope.timeZone);
    const without = buildDatasetTable({ ...inputs, surveyMetrics: [] }, scope.timeZone);
    const changed = withAnswers
      .filter(
        (column, index) => JSON.stringify(column.rows) !== JSON.stringify(without[index]!.rows),
      )
      .map((column) => column.id);
    const weekly = new Set<string>(WEEKLY_SURVEY_COLUMN_IDS);
    const sessionSurveyIds = SURVEY_COLUMN_IDS.filter((id) => !weekly.has(id));
    expect(changed.sort()).toEqual([...sessionSurveyIds].sort());
    for (const id of sessionSurveyIds) expect(datasetColumnDefinition(id)).toBeDefined();
    // The Weekly Load's: its session-RPE load's ratios, monotony and strain.
    const weeklyWith = templateTable('weeklyLoad', withAnswers, SEASON_RANGE);
    const weeklyWithout = templateTable('weeklyLoad', without, SEASON_RANGE);
    const weeklyChanged = weeklyWith
      .filter(
        (column, index) =>
          JSON.stringify(column.rows) !== JSON.stringify(weeklyWithout[index]!.rows),
      )
      .map((column) => column.id);
    expect(weeklyChanged.sort()).toEqual([...WEEKLY_SURVEY_COLUMN_IDS].sort());
    const weeklyIds = datasetColumnsOfTemplate('weeklyLoad').map((column) => column.id);
    for (const id of WEEKLY_SURVEY_COLUMN_IDS) expect(weeklyIds).toContain(id);
  });

  it('hold teammates’ answers and the athlete’s own in the stored table (so the walk proves something)', () => {
    const { own, others } = surveyValues(stored);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
  });
});

describe('read as a teammate athlete', () => {
  const TABLE = `columns { id rows }`;
  const read = async (query: string, variables: Record<string, unknown>, as: Session) => {
    const answer = await graphql<Record<string, unknown>>(world.testApp.app, as, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  it('dataset(id) gives the athlete’s own answers and none of the teammates’', async () => {
    const data = await read(
      `query ($id: ID!) { dataset(id: $id) { ${TABLE} } }`,
      { id: datasetId },
      world.athlete,
    );
    const { own, others } = surveyValues((data.dataset as { columns: DatasetColumn[] }).columns);
    expect(others).toEqual([]);
    expect(own).toEqual(surveyValues(stored).own);
  });

  it('the Weekly Load’s session-load columns give the athlete their own weeks only', async () => {
    expect(surveyValues(weeklyStored).others.length).toBeGreaterThan(0);
    const data = await read(
      `query ($id: ID!) { dataset(id: $id) { ${TABLE} } }`,
      { id: weeklyId },
      world.athlete,
    );
    const { own, others } = surveyValues((data.dataset as { columns: DatasetColumn[] }).columns);
    expect(others).toEqual([]);
    expect(own).toEqual(surveyValues(weeklyStored).own);
  });

  it('gives staff every answer', async () => {
    const data = await read(
      `query ($id: ID!) { dataset(id: $id) { ${TABLE} } }`,
      { id: datasetId },
      world.coach,
    );
    expect(surveyValues((data.dataset as { columns: DatasetColumn[] }).columns)).toEqual(
      surveyValues(stored),
    );
  });

  it('keeps every other column of the squad as it is', async () => {
    const data = await read(
      `query ($id: ID!) { dataset(id: $id) { ${TABLE} } }`,
      { id: datasetId },
      world.athlete,
    );
    const columns = (data.dataset as { columns: DatasetColumn[] }).columns;
    for (const column of columns.filter((each) => !surveyColumns.has(each.id)))
      expect(column.rows).toEqual(columnOf(stored, column.id).rows);
  });

  it('the CSV download carries no teammate’s answer', async () => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/export/datasets/${datasetId}/dataset.csv`,
      headers: world.athlete.headers,
    });
    if (response.statusCode !== 200) {
      // Refused outright is private too; but it must be a refusal, not a failure.
      expect([403, 404]).toContain(response.statusCode);
      return;
    }
    const [header, ...lines] = parseCsv(response.body);
    const names = SURVEY_COLUMN_IDS.map((id) => datasetColumnDefinition(id)!.name);
    const at = (name: string) => header!.indexOf(name);
    for (const line of lines.filter((each) => each[at('Athlete Name')] !== ownName))
      for (const name of names) expect(line[at(name)] ?? '').toBe('');
  });

  it('the Arrow table gives the athlete’s own answers and none of the teammates’', async () => {
    for (const [id, table] of [
      [datasetId, stored],
      [weeklyId, weeklyStored],
    ] as const) {
      const { response, table: read } = await requestArrowTable(
        world.testApp.app,
        id,
        world.athlete,
      );
      expect(response.statusCode).toBe(200);
      const columns = columnsOfEncoded(read());
      const { own, others } = surveyValues(columns);
      expect(others).toEqual([]);
      expect(own).toEqual(surveyValues(table).own);
      for (const column of columns.filter((each) => !surveyColumns.has(each.id)))
        expect(column.rows).toEqual(
          columnOf(table, column.id).rows.map((value) => (value === '' ? null : value)),
        );
    }
    const { table: staff } = await requestArrowTable(world.testApp.app, datasetId, world.coach);
    expect(surveyValues(columnsOfEncoded(staff()))).toEqual(surveyValues(stored));
  });

  it('every field of the schema that carries a table or an answer is one walked here', () => {
    // Queries, mutations and subscriptions all reach a table through these
    // fields alone, whose resolvers the tests above read as the athlete.
    const schema = buildSchema();
    const carriers = (typeName: string) =>
      Object.values(schema.getTypeMap())
        .filter((type): type is GraphQLObjectType => isObjectType(type))
        .flatMap((type) =>
          Object.values(type.getFields())
            .filter((field) => getNamedType(field.type).name === typeName)
            .map((field) => `${type.name}.${field.name}`),
        );
    expect(carriers('DatasetColumn')).toEqual(['Dataset.columns']);
    // The athlete's own distributions and own submission only.
    expect(carriers('SurveyAnswer').sort()).toEqual([
      'MySurveyDistribution.answer',
      'SubmitSurveyAnswerPayload.answer',
    ]);
  });
});

describe('owners', () => {
  it('show a name, not an e-mail address, to anyone but themselves', async () => {
    const query = `query ($id: ID!) { dataset(id: $id) { owner { name email } } currentPerson { email } }`;
    for (const as of [world.athlete, world.coach]) {
      const answer = await graphql<{
        dataset: { owner: { name: string; email: string | null } };
        currentPerson: { email: string };
      }>(world.testApp.app, as, query, { id: datasetId });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.currentPerson.email).toMatch(/@touchline\.test$/);
      const owner = answer.data!.dataset.owner;
      expect(owner.name.length).toBeGreaterThan(0);
      expect(owner.email).toBe(as === world.coach ? 'coach@touchline.test' : null);
    }
  });
});
