/** Exact powers of ten: dividing an exact integer mantissa by one rounds once, like parseFloat. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_EXACT_MANTISSA = 2 ** 53;
const decoder = new TextDecoder();

/** The decimal point, and the decimal comma of locales that write `12,5`. */
export const DECIMAL_POINT = 46;
export const DECIMAL_COMMA = 44;

/**
 * A decimal number written in ASCII bytes `[start, end)`, e.g. `-12.345`,
 * `7`, `1e-3`; NaN for anything else (including an empty cell). Parsed by hand
 * because decoding a string per cell is the slowest part of a CSV import.
 * With the decimal comma, `12,5` reads 12.5 (and `12.5` still does).
 */
export function parseDecimal(
  bytes: Uint8Array,
  start: number,
  end: number,
  decimalMark: typeof DECIMAL_POINT | typeof DECIMAL_COMMA = DECIMAL_POINT,
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
  if (i < end && bytes[i] === decimalMark) {
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
    return parseSlowly(bytes, start, end, decimalMark);
  }
  const value = fractionDigits === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fractionDigits] ?? 1);
  return negative ? -value : value;
}

function parseSlowly(bytes: Uint8Array, start: number, end: number, decimalMark: number): number {
  const written = decoder.decode(bytes.subarray(start, end));
  const text = decimalMark === DECIMAL_COMMA ? written.replace(',', '.') : written;
  // Number() would also accept hex, 'Infinity' and blanks; a CSV cell must be a plain decimal.
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
}
