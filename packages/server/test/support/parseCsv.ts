/**
 * Reads RFC 4180 CSV back into rows of fields (quoted fields may hold commas,
 * doubled quotes and line breaks). The inverse of toCsv for text and numbers
 * written as text; a leading byte-order mark is skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
