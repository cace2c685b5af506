const COMMA = 44;
const SEMICOLON = 59;

/**
 * The delimiter of a CSV file, told from its header row `[start, end)`: a
 * semicolon when the row has more semicolons than commas (as spreadsheets
 * with a decimal comma write), else a comma.
 */
export function csvDelimiter(bytes: Uint8Array, start: number, end: number): number {
  let commas = 0;
  let semicolons = 0;
  for (let i = start; i < end; i++) {
    if (bytes[i] === COMMA) commas++;
    else if (bytes[i] === SEMICOLON) semicolons++;
  }
  return semicolons > commas ? SEMICOLON : COMMA;
}
