/** Exact powers of ten: dividing an exact integer mantissa by one rounds once, like parseFloat. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_EXACT_MANTISSA = 2 ** 53;
const decoder = new TextDecoder();

/**
 * A decimal number written in ASCII bytes `[start, end)`, e.g. `-12.345`,
 * `7`, `1e-3`; NaN for anything else (including an empty cell). Parsed by hand
 * because decoding a string per cell is the slowest part of a CSV import.
 * With `decimalComma`, `-12,345` reads as well (semicolon-separated files
 * from European spreadsheets write a decimal comma).
 */
export function parseDecimal(
  bytes: Uint8Array,
  start: number,
  end: number,
  decimalComma = false,
): number {
  let i = start;
  let negative = false;
  const first = bytes[i];
  if (first === 45 /* - */ || first === 43 /* + */) {
    negative = first === 45;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let fractionDigits = 0;
  while (i < end) {
    const d = (bytes[i] ?? 0) - 48;
    if (d < 0 || d > 9) break;
    mantissa = mantissa * 10 + d;
    digits++;
    i++;
  }
  // A decimal point, or a decimal comma (44) when asked for.
  if (i < end && (bytes[i] === 46 || (decimalComma && bytes[i] === 44))) {
    i++;
    while (i < end) {
      const d = (bytes[i] ?? 0) - 48;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
      digits++;
      fractionDigits++;
      i++;
    }
  }
  if (digits === 0) return NaN;
  if (i < end || mantissa >= MAX_EXACT_MANTISSA || fractionDigits >= POWERS_OF_TEN.length) {
    // Exponents and very long mantissas are rare: let the engine parse them exactly.
    return parseSlowly(bytes, start, end, decimalComma);
  }
  const value = fractionDigits === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fractionDigits] ?? 1);
  return negative ? -value : value;
}

function parseSlowly(bytes: Uint8Array, start: number, end: number, decimalComma: boolean): number {
  const written = decoder.decode(bytes.subarray(start, end));
  const text = decimalComma ? written.replace(',', '.') : written;
  // Number() would also accept hex, 'Infinity' and blanks; a CSV cell must be a plain decimal.
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
}
