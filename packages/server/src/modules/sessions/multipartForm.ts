import { printableText } from '@touchline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../errors/errorCatalogue.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { TouchlineError } from '../../errors/TouchlineError.js';

/** A multipart form as a tracker file route reads it: its text fields and its one file, as received. */
export interface UploadForm<C> {
  fields: Record<string, string>;
  file?: { fileName: string; content: C };
}

/** How a route reads its form. */
export interface FormReading<C> {
  /**
   * Takes in the file as it arrives (compressed and stored, or only
   * measured), knowing the text fields sent before it. What it stored is
   * the route's to delete if the form is then refused.
   */
  receive: (fields: Record<string, string>, file: AsyncIterable<Uint8Array>) => Promise<C>;
  /** The refusal of a file over the size limit, by its name. */
  tooLarge?: (fileName: string) => TouchlineError;
}

/** The longest file name kept; longer ones are cut (the name is only shown). */
const MAX_FILE_NAME_CHARS = 200;

/**
 * The form's fields and file, the file taken in by `receive` as it arrives.
 * Whatever is wrong with the multipart body itself (no boundary, cut off,
 * too many parts) is the sender's to fix: a 4xx, never a server error. A file
 * over the size limit is refused with `tooLarge(its name)`.
 */
export async function readForm<C>(
  request: FastifyRequest,
  { receive, tooLarge = () => new TouchlineError('FILE_TOO_LARGE') }: FormReading<C>,
): Promise<UploadForm<C>> {
  const form: UploadForm<C> = { fields: {} };
  let fileName = '';
  const sendersFault = (error: unknown) => {
    if (error instanceof TouchlineError) return error;
    // The multipart reader's own refusal of a file over its size limit.
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      return tooLarge(fileName);
    }
    return new TouchlineError('MALFORMED_UPLOAD');
  };
  for await (const part of sent(request.parts(), sendersFault)) {
    if (part.type === 'file') {
      if (form.file) throw new InvalidInputError('Send one file per upload.');
      fileName = printableText(part.filename, MAX_FILE_NAME_CHARS);
      form.file = { fileName, content: await receive(form.fields, sent(part.file, sendersFault)) };
      // The multipart reader cuts a file at the size limit.
      if (part.file.truncated) throw tooLarge(fileName);
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/**
 * What the sender sent, with a failure to read it answered as the sender's
 * (sendersFault). A failure of ours while it is read (storing a part) is not
 * the sender's, and stays a server error.
 */
async function* sent<T>(
  input: AsyncIterable<T>,
  sendersFault: (error: unknown) => TouchlineError,
): AsyncGenerator<T> {
  try {
    for await (const item of input) yield item;
  } catch (error) {
    throw sendersFault(error);
  }
}

/** The refusals of a body while it is being read: what follows of it is never read. */
const REFUSED_HALF_READ: ReadonlySet<ErrorCode> = new Set([
  'MALFORMED_UPLOAD',
  'FILE_TOO_LARGE',
  'IMPORT_FILE_TOO_LARGE',
]);

/**
 * The rest of a body refused before it was read to the end is never read:
 * the connection closes after the answer, so the next request on it does not
 * wait behind the unread bytes. `unread` says the body was refused before
 * reading began.
 */
export function closeIfBodyUnread(reply: FastifyReply, error: unknown, unread = false) {
  if (unread || (TouchlineError.is(error) && REFUSED_HALF_READ.has(error.code))) {
    reply.header('connection', 'close');
  }
}
