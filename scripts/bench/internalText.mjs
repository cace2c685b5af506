// Text a user must never see: SQL, stack frames, server paths, the job
// queue's internals, raw database and JavaScript errors, a file the server read.
const INTERNAL_TEXT = [
  [
    'SQL',
    // A select list as SQL writes it (`*`, a quoted or qualified column, a list), not "select a file".
    /\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+"?\w+"?\s+set\b|\bselect\s+(?:\*|distinct\b|count\(|"\w+"|\w+\.\w+|(?:"?\w+"?\s*,\s*)+"?\w+"?\s+from\b)/i,
  ],
  ['stack frame', /\bat (?:async )?\S+ \(?[^\s()]+:\d+:\d+\)?/],
  ['server path', /\/work\/|node_modules|\/packages\/server\//],
  ['job queue', /\bpg-?boss\b/i],
  [
    'database error',
    /unsupported Unicode escape|invalid byte sequence|violates [\w ]*constraint|duplicate key value|syntax error at or near/i,
  ],
  ['JavaScript error', /\b(?:TypeError|ReferenceError|RangeError): /],
  ['a file the server read', /root:x:0:0/],
];

/** The kind of internal text in `text`, or null when there is none. */
export function internalTextIn(text) {
  for (const [kind, pattern] of INTERNAL_TEXT) {
    const match = pattern.exec(text);
    if (match)
      return {
        kind,
        excerpt: printable(text.slice(Math.max(0, match.index - 40), match.index + 80)),
      };
  }
  return null;
}

// Control characters and bidirectional overrides would garble a terminal.
const unprintable = (code) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e);

/** A short excerpt safe to print on a terminal: control characters shown as \xNN. */
export function printable(text, max = 160) {
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return Array.from(shown, (character) => {
    const code = character.codePointAt(0);
    return unprintable(code) ? `\\x${code.toString(16).padStart(2, '0')}` : character;
  }).join('');
}
