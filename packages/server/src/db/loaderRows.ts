/** Orders a batch's rows to match DataLoader keys (missing -> fallback). */
export function byKeys<K, V, F>(keys: readonly K[], rows: V[], keyOf: (row: V) => K, fallback: F) {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? fallback);
}

/** A batch's rows grouped under each DataLoader key, in the keys' order (none -> []). */
export function groupBy<V>(keys: readonly string[], rows: V[], keyOf: (row: V) => string): V[][] {
  const groups = new Map<string, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}
