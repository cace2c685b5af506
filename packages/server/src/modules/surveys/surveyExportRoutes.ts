import { Readable } from 'node:stream';
import { surveyExportIssue } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../access/authorize.js';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { attachmentDisposition } from '../../http/attachmentDisposition.js';
import { safePiece } from '../../http/safeFileName.js';
import { surveyAnswerBatches } from './surveyAnswerBatches.js';
import { surveyAnswersHeader, surveyAnswersLines } from './surveyAnswersCsv.js';
import { exportedSurveySubject } from './surveySubjects.js';

export const SURVEY_ANSWERS_CSV_PATH = '/api/export/surveys/:surveyId/answers.csv';

// Excel reads a CSV as UTF-8 (accented names) only when it starts with a byte-order mark.
const BYTE_ORDER_MARK = '\uFEFF';
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

type SurveyExportRequest = FastifyRequest<{
  Params: { surveyId: string };
  Querystring: { start_date?: string | string[]; end_date?: string | string[] };
}>;

function instantOf(parameter: string | string[] | undefined): Date {
  const at =
    typeof parameter === 'string' && ISO_DATE_TIME.test(parameter) ? new Date(parameter) : null;
  if (!at || Number.isNaN(at.getTime())) throw new TouchlineError('NOT_A_DATE_TIME');
  return at;
}

/**
 * Survey Exports (docs/product/reporting.md): a survey's answers to the distributions sent
 * within [start_date, end_date] as CSV, streamed in batches: 401 signed out;
 * 400 with the page's message for a range it refuses (or a time it cannot
 * read); 404, one body, for unknown, malformed and other clubs' surveys and
 * clubs without Survey Exports; 403 without Export on Survey (athletes).
 */
export function registerSurveyExportRoutes(app: FastifyInstance, { accessOf }: RouteDeps) {
  app.get(SURVEY_ANSWERS_CSV_PATH, async (request: SurveyExportRequest, reply) => {
    const { database } = app.touchline;
    const viewer = await viewerOf(database.db, request.cookies[SESSION_COOKIE]);
    if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
    const from = instantOf(request.query.start_date);
    const to = instantOf(request.query.end_date);
    const issue = surveyExportIssue(request.params.surveyId, from, to);
    if (issue) throw new TouchlineError('SURVEY_EXPORT_INVALID', issue);
    const access = accessOf(viewer);
    const survey = await authorize(
      access,
      'Export',
      exportedSurveySubject(request.params.surveyId),
    );
    const questions = await access.loaders.surveyQuestionsBySurveyId.load(survey.id);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const fileName = `${safePiece(survey.title) || 'Survey'} ${day(from)}-${day(to)}.csv`;
    async function* lines() {
      yield BYTE_ORDER_MARK + surveyAnswersHeader(questions);
      for await (const batch of surveyAnswerBatches(database.db, survey, { from, to }))
        yield surveyAnswersLines(questions, batch);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines()));
  });
}
