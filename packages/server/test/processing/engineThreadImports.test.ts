import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROCESSING = fileURLToPath(new URL('../../src/modules/processing/', import.meta.url));

/** What a file imports when it runs: its static imports and re-exports, type-only ones left out. */
function runtimeSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier!);
}

/** The packages an engine thread's script loads on its start, through every file it imports. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.'))
        visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

// A thread starts for the first upload after a quiet minute, and each of its
// modules is paid for before the file can be read: the whole domain (its
// reporting, simulator, policy) cost a thread about half a second of CPU,
// Drizzle a tenth more.
describe("an engine thread's start", () => {
  const loaded = packagesLoadedBy(join(PROCESSING, 'engineThread.ts'));

  it('is found to load the importers and the engine', () => {
    expect(loaded).toContain('@touchline/domain/analysis');
  });

  it("loads neither the domain's whole index nor Drizzle", () => {
    expect(
      [...loaded].filter((name) => name === '@touchline/domain' || name.startsWith('drizzle-orm')),
    ).toEqual([]);
  });
});
