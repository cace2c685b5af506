import { stdSerializers } from 'pino';

/** Past this, a message or a query is cut: a log line stays a line. */
const MAX_TEXT = 1_000;

type Serialized = Record<string, unknown>;

/**
 * What a logged error keeps (pino's serializer: its causes' messages and
 * stacks joined in): its name, code, stack and the SQL of a failed query,
 * never the values it was given. A failed query's parameters (survey
 * free text, a whole upload) and the values a GraphQL error quotes (a
 * variable it could not coerce) are health data or simply megabytes: the log
 * gets their count and size instead.
 */
export function errorWithoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return withoutValues(stdSerializers.err(error));
}

function withoutValues(serialized: Serialized): Serialized {
  const { params, message, query, stack, ...rest } = serialized;
  // A failed query's message and stack quote its parameters as drizzle writes them.
  const quoted = Array.isArray(params) && params.length > 0 ? params.join(',') : null;
  const redacted = (text: string) => {
    const withoutParams = quoted ? text.replaceAll(quoted, '(not logged)') : text;
    return withoutParams.replace(
      / got invalid value [\s\S]*?(; |$)/,
      ' got an invalid value (not logged)$1',
    );
  };
  const safe: Serialized = {
    ...rest,
    message: cut(redacted(typeof message === 'string' ? message : '')),
  };
  // A stack starts with the message: the same values, once more.
  if (typeof stack === 'string') safe['stack'] = cut(redacted(stack), 4 * MAX_TEXT);
  if (typeof query === 'string') safe['query'] = cut(query);
  if (Array.isArray(params))
    safe['params'] = {
      count: params.length,
      bytes: Buffer.byteLength(JSON.stringify(params) ?? ''),
    };
  return safe;
}

const cut = (text: string, most = MAX_TEXT) =>
  text.length > most ? `${text.slice(0, most)}… (${text.length} characters)` : text;
