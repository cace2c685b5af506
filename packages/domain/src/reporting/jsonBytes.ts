/** The size of a value as UTF-8 JSON text, or Infinity if it has none (a cycle, a BigInt). */
export function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? Infinity : new TextEncoder().encode(text).length;
  } catch {
    return Infinity;
  }
}
