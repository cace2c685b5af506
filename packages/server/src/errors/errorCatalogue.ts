/** What a client branches on in a GraphQL error's extensions.code. */
export type GraphqlErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'DATA_PROCESSING'
  | 'RATE_LIMITED'
  | 'SERVER_BUSY'
  | 'QUERY_TOO_LARGE'
  | 'RESPONSE_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR';

/** A fixed text, or one built from the failure's own details (a file name, a limit). */
type CatalogueText = string | ((details: never) => string);

export interface CatalogueEntry {
  /**
   * The HTTP status of the REST answer. 500 marks a failure that is ours or
   * the operator's (a bad setting): a web user reads only 'Internal server
   * error'; the command line prints the text.
   */
  status: number;
  graphqlCode: GraphqlErrorCode;
  text: CatalogueText;
}

const entry = <T extends CatalogueText>(
  status: number,
  graphqlCode: GraphqlErrorCode,
  text: T,
) => ({ status, graphqlCode, text });
const unauthenticated = <T extends CatalogueText>(text: T) => entry(401, 'UNAUTHENTICATED', text);
const forbidden = <T extends CatalogueText>(text: T) => entry(403, 'FORBIDDEN', text);
const notFound = <T extends CatalogueText>(text: T) => entry(404, 'NOT_FOUND', text);
/** Input the server understood but cannot accept; the text says what to change. */
const invalid = <T extends CatalogueText>(text: T) => entry(422, 'BAD_USER_INPUT', text);
/** A request the server could not read as asked. */
const malformed = <T extends CatalogueText>(text: T) => entry(400, 'BAD_USER_INPUT', text);
const operator = <T extends CatalogueText>(text: T) => entry(500, 'INTERNAL_SERVER_ERROR', text);

const count = (value: number) => Math.round(value).toLocaleString('en-GB');
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Every failure a person can meet, by code: the text they read (docs/product/shell-and-sessions.md §8,
 * docs/product/dashboard-and-segments.md §8 and the texts the server has always answered), the HTTP status
 * and the GraphQL extensions.code. Thrown as a TouchlineError and answered
 * once: by sendError (REST) and maskUnexpectedError (GraphQL). A foreign id
 * answers with the same NOT_FOUND as an unknown one.
 */
export const errorCatalogue = {
  // Who is asking
  UNAUTHENTICATED: unauthenticated('You need to sign in before continuing.'),
  CSRF_REFUSED: forbidden('Invalid or missing CSRF token.'),

  // What does not exist, or is not the asker's to know of
  ROUTE_NOT_FOUND: notFound('Not found.'),
  CLUB_NOT_FOUND: notFound('Club not found'),
  SESSION_NOT_FOUND: notFound('Session not found'),
  SESSION_NOT_A_MATCH: notFound('This session is not a match.'),
  SESSION_NOT_A_TRAINING: notFound('This session is not a training session.'),
  SEGMENT_NOT_FOUND: notFound('Segment not found'),
  SEGMENT_CHANGED_ELSEWHERE: entry(
    409,
    'BAD_USER_INPUT',
    'This segment was changed by someone else since you opened it. Reload to see their changes.',
  ),
  CHART_CHANGED_ELSEWHERE: entry(
    409,
    'BAD_USER_INPUT',
    'This chart was changed by someone else since you opened it. Reload to see their changes.',
  ),
  SESSION_PARTICIPATION_NOT_FOUND: notFound('Athlete not found in this session'),
  HEATMAP_NOT_FOUND: notFound('Heat map not found'),
  PITCH_BACKGROUND_NOT_FOUND: notFound('Pitch background not found'),
  DATASET_NOT_FOUND: notFound('Dataset not found'),
  DATASET_TEMPLATE_NOT_FOUND: notFound("Template can't be found"),
  REPORT_NOT_FOUND: notFound('Report not found'),
  MEMBER_NOT_FOUND: notFound('Member not found'),
  INVITE_NOT_FOUND: notFound('Invite not found'),
  REPORT_CHART_NOT_FOUND: notFound('Chart not found'),
  TAG_DEFINITION_NOT_FOUND: notFound('Tag not found'),
  PITCH_NOT_FOUND: notFound('Pitch not found'),
  SURVEY_NOT_FOUND: notFound('Survey not found'),
  SURVEY_DISTRIBUTION_NOT_FOUND: notFound('Survey not found'),
  SURVEY_QUESTION_NOT_FOUND: notFound('Question not found'),
  SURVEY_TIMER_NOT_FOUND: notFound('Timer not found'),
  NOT_A_DATE: malformed('Expected a date as yyyy-MM-dd.'),
  NOTIFICATION_NOT_FOUND: notFound('Notification not found'),
  ATHLETE_NOT_FOUND: notFound('Athlete not found'),
  ATHLETE_GROUP_NOT_FOUND: notFound('Group not found'),
  PERSON_NOT_FOUND: notFound('Person not found'),
  JOB_NOT_FOUND: notFound('Job not found'),
  IMPORT_NOT_FOUND: notFound('Import not found'),
  FILE_NOT_FOUND: notFound('File not found'),
  IMPORT_TRACK_NOT_FOUND: notFound('Track not found'),

  // What the asker may not do; the text names the rule
  FORBIDDEN: forbidden((rule: string) => rule),
  EXPORT_FORBIDDEN: forbidden('You do not have permission to export this session.'),
  UPLOAD_FORBIDDEN: forbidden((rule: string) => rule),
  FLEXIBLE_REPORTING_OFF: forbidden('Flexible Reporting is not enabled for this club.'),

  // Input that breaks a rule; the text says which
  INVALID_INPUT: invalid((problem: string) => problem),
  ATHLETE_PROFILE_RANGE: invalid(
    "A profile's range must start before it ends and span at most 400 days.",
  ),
  SPEED_ZONE_BOUNDS_COUNT: malformed('Give the five speed zone bounds.'),
  ARGUMENT_HOLDS_NUL: malformed(
    (argument: string) =>
      `The argument "${argument}" contains a NUL character, which text cannot hold.`,
  ),
  ARGUMENT_NOT_UNICODE: malformed(
    (argument: string) =>
      `The argument "${argument}" is not valid Unicode text (it contains a lone surrogate).`,
  ),
  JSON_NOT_TEXT: malformed(
    'A JSON value contains a NUL character or a lone surrogate, which text cannot hold.',
  ),
  JSON_TOO_DEEP: malformed(
    (maxDepth: number) => `A JSON value is nested more than ${maxDepth} levels deep.`,
  ),
  QUERY_TOO_DEEP: malformed(
    (maxDepth: number) => `The query is nested more than ${maxDepth} levels deep.`,
  ),
  ARGUMENT_TOO_LONG: malformed(
    ({ argument, maxLength }: { argument: string; maxLength: number }) =>
      `The argument "${argument}" is longer than ${count(maxLength)} characters.`,
  ),
  DEVICE_NAME_EMPTY: malformed((label: string) => `The ${label} is empty.`),
  DEVICE_NAME_TOO_LONG: malformed(
    ({ label, maxBytes }: { label: string; maxBytes: number }) =>
      `The ${label} is longer than ${maxBytes} bytes.`,
  ),
  NOT_A_NONCE: malformed(
    ({ minBytes, maxBytes }: { minBytes: number; maxBytes: number }) =>
      `The message must be the tracker's nonce: ${minBytes} to ${maxBytes} bytes, base64-encoded.`,
  ),
  UNLOCKS_RATE_LIMITED: entry(
    429,
    'RATE_LIMITED',
    (minutes: number) =>
      `Too many diagnostics unlocks in a short time: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  ),
  NOT_A_DATE_TIME: malformed('Expected an ISO-8601 date and time.'),
  NEGATIVE_OFFSET: malformed('The offset must be 0 or more.'),
  NEGATIVE_LIMIT: malformed('The limit must be 0 or more.'),
  DATASETS_PER_FETCH: malformed((max: number) => `Ask for at most ${max} datasets at a time.`),
  REPORT_CHART_LIMIT: invalid(
    (max: number) => `A report holds at most ${max} charts: delete a chart before adding another.`,
  ),
  REPORT_CHART_POSITION: invalid((last: number) =>
    last === 1
      ? 'The position must be 1: the report has one chart.'
      : `The position must be a whole number from 1 to ${last}, the report's number of charts.`,
  ),
  /** Survey Exports' rules (docs/product/reporting.md §5), in the page's words. */
  SURVEY_EXPORT_INVALID: malformed((message: string) => message),
  NOT_A_TEAM_WEEK: malformed(
    'The week must run from a Monday 00:00 to the next Monday 00:00 in your time zone.',
  ),
  UNKNOWN_EXPORT_PERIOD: malformed(
    ({ value, whole, lastIndex }: { value: string; whole: string; lastIndex: number }) =>
      `Unknown period "${value}": use ${whole}` +
      `${lastIndex >= 0 ? ` or a period from 0 to ${lastIndex}` : ''}.`,
  ),
  SESSION_DATA_PROCESSING: entry(
    409,
    'DATA_PROCESSING',
    'Your Edge data has been received and is processing, please check back later.',
  ),
  DATASET_GENERATING: entry(
    409,
    'DATA_PROCESSING',
    'Report data is being fetched, this should only take a minute: download it once it is ready.',
  ),
  DATASET_FAILED: entry(
    409,
    'BAD_USER_INPUT',
    'Failed to fetch data for report, if this problem persists contact support',
  ),

  // Requests that cannot be read as sent
  NOT_MULTIPART: malformed('Send the upload as multipart/form-data.'),
  MALFORMED_UPLOAD: malformed(
    'Send the upload as multipart/form-data with a boundary, at most 10 fields and one file, complete.',
  ),
  FILE_TOO_LARGE: entry(413, 'BAD_USER_INPUT', 'The file is larger than 200 MB.'),
  /** docs/product/importing.md §2, §8: an import's limits, in the page's words. */
  IMPORT_FILE_TOO_LARGE: entry(
    413,
    'BAD_USER_INPUT',
    (fileName: string) => `${fileName}: a file can be at most 200 MB.`,
  ),
  IMPORT_FULL: invalid('An import holds at most 100 files.'),
  IMPORT_PROCESSED: invalid('This import has been processed: start a new import to add files.'),
  BODY_NOT_JSON: malformed('The request body is not valid JSON.'),
  BODY_TOO_LARGE: entry(413, 'BAD_USER_INPUT', 'The request body is too large.'),
  BODY_TOO_DEEP: malformed(
    (maxDepth: number) => `The request body is nested more than ${maxDepth} levels deep.`,
  ),
  UNSUPPORTED_MEDIA_TYPE: entry(415, 'BAD_USER_INPUT', 'This content type is not accepted here.'),
  MALFORMED_REQUEST: malformed('The request could not be read.'),

  // Load the server sheds
  SERVER_BUSY: entry(503, 'SERVER_BUSY', 'The server is busy: try again in a moment.'),
  /** Nobody reads it: the request's client had gone, so its work stopped. */
  CLIENT_GONE: entry(503, 'SERVER_BUSY', 'The request was stopped: its client had gone.'),

  // GraphQL bounds
  QUERY_TOO_LARGE: entry(
    413,
    'QUERY_TOO_LARGE',
    ({ cost, maxCost }: { cost: number; maxCost: number }) =>
      `This query asks for too much at once: about ${count(cost)} values, more than the ` +
      `${count(maxCost)} one query may ask for. Ask for fewer sessions, athletes or time series at a time.`,
  ),
  BATCH_TOO_LARGE: entry(
    413,
    'QUERY_TOO_LARGE',
    ({ operations, cost, maxCost }: { operations: number; cost: number; maxCost: number }) =>
      `These ${operations} queries ask for too much together: about ${count(cost)} values, more ` +
      `than the ${count(maxCost)} one request may ask for. Send them in smaller batches.`,
  ),
  RESPONSE_TOO_LARGE: entry(
    413,
    'RESPONSE_TOO_LARGE',
    ({ bytes, maxBytes }: { bytes: number; maxBytes: number }) =>
      `The answer is too large to send (${size(bytes)}, at most ${size(maxBytes)}). ` +
      `Ask for fewer sessions, athletes or time series at a time.`,
  ),

  // Ours: the log gets the error, a person 'Internal server error' and the request id
  INTERNAL: entry(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'),

  // The operator's (settings, the command line): printed by the CLI, masked on the web
  CONFIG_INVALID: operator((problem: string) => problem),
  DATA_DIR_LOCKED: operator(
    (dataDir: string) =>
      `The data directory ${dataDir} is in use by another Touchline process. ` +
      'Stop it first, or set TOUCHLINE_DATA_DIR to another directory.',
  ),
  SIGNING_KEY_INVALID: operator((problem: string) => problem),
  CLI_USAGE: malformed((problem: string) => problem),
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** What a code's text is built from: nothing for a fixed text. */
export type ErrorDetails<C extends ErrorCode> = (typeof errorCatalogue)[C]['text'] extends (
  details: infer D,
) => string
  ? [details: D]
  : [];

/** The codes whose text needs no details. */
export type FixedTextCode = {
  [C in ErrorCode]: (typeof errorCatalogue)[C]['text'] extends string ? C : never;
}[ErrorCode];
