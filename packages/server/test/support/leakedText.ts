import { printableText } from '@touchline/domain';

/** What a person must never read: SQL, stack frames, paths, the job queue's internals. */
export const INTERNAL_TEXT =
  /insert into|select .* from|\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|pgboss|\.ts:\d+/i;

/** PostgreSQL cannot store NUL; other controls would garble a page or a terminal. */
export const isPrintable = (text: string) => printableText(text, text.length) === text;
