import { printableText } from '../../text/printableText.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';

/** A word of a name: letters, with the apostrophes, hyphens and dots names carry. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;

/**
 * The athlete's name in a file name as Catapult writes its exports,
 * '… Export for First Last …': the words after "Export for" up to the first
 * that is not a name (a number, a date, a dash or a bracket), e.g. 'First
 * Last' of 'Training Export for First Last 10Hz.csv'. Directories and the
 * extension are left out, underscores read as spaces. Undefined for any other
 * file name.
 */
export function athleteNameFromFileName(fileName: string): string | undefined {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = base.replace(/_/g, ' ').split(/\s+/);
  const at = words.findIndex(
    (word, i) => word.toLowerCase() === 'export' && words[i + 1]?.toLowerCase() === 'for',
  );
  if (at < 0) return undefined;
  const name: string[] = [];
  for (const word of words.slice(at + 2)) {
    if (!NAME_WORD.test(word)) break;
    name.push(word);
  }
  const text = printableText(name.join(' '), MAX_TRACK_ID_CHARS).trim();
  return text === '' ? undefined : text;
}
