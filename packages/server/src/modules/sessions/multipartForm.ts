import { printableText } from '@touchline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../errors/errorCatalogue.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { receiveUpload, type ReceivedUpload } from '../processing/index.js';

/** A multipart form as a tracker file route reads it: its text fields and its one file. */
export interface UploadForm {
  fields: Record<string, string>;
  file?: { fileName: string; content: ReceivedUpload };
}

/** The longest file name kept; longer ones are cut (the name is only shown). */
const MAX_FILE_NAME_CHARS = 200;

/**
 * The form's fields and file, the file compressed as it arrives. Whatever is
 * wrong with the multipart body itself (no boundary, cut off, too many parts)
 * is the sender's to fix: a 4xx, never a server error. A file over the size
 * limit is refused with `tooLarge(its name)`.
 */
export async function readForm(
  request: FastifyRequest,
  tooLarge: (fileName: string) => TouchlineError = () => new TouchlineError('FILE_TOO_LARGE'),
): Promise<UploadForm> {
  const form: UploadForm = { fields: {} };
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (form.file) throw new InvalidInputError('Send one file per upload.');
        fileName = printableText(part.filename, MAX_FILE_NAME_CHARS);
        form.file = { fileName, content: await receiveUpload(part.file) };
        // The multipart reader cuts a file at the size limit.
        if (part.file.truncated) throw tooLarge(fileName);
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof TouchlineError) throw error;
    // The multipart reader's own refusal of a file over its size limit.
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(fileName);
    }
    throw new TouchlineError('MALFORMED_UPLOAD');
  }
  return form;
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
