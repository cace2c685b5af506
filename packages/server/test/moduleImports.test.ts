import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runtimeImportCycle } from './support/runtimeImportCycle.js';

const SERVER = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(SERVER, 'src');
const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(SRC, file));

/** The module registry: the list of modules and what is made from it. */
const REGISTRY = new Set([join(SRC, 'loaders.ts'), join(SRC, 'modules', 'modules.ts')]);

/** Each module's folder: where its declaration (`*.module.ts`) lives. */
const moduleFolders = [
  ...new Set(sourceFiles.filter((file) => file.endsWith('.module.ts')).map(dirname)),
];
const moduleFiles = sourceFiles.filter((file) =>
  moduleFolders.some((folder) => file.startsWith(folder + '/')),
);

/** The source files a file names in its imports (type-only ones included). */
function importedFiles(file: string): string[] {
  const specifiers = readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g);
  return [...specifiers].map(([, specifier]) =>
    resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')),
  );
}

const name = (file: string) => relative(SRC, file);
const run = promisify(execFile);

// The module list imports every module's declaration, so a module's file that
// imported the list back would close a cycle: imported first, its module's
// declaration would read it before it exists ("Cannot access … before initialization").
describe("a module's files", () => {
  it('are found', () => {
    expect(moduleFolders.length).toBeGreaterThan(10);
    expect(moduleFiles.length).toBeGreaterThan(50);
  });

  it.each(moduleFiles.map(name))('%s imports neither the module list nor the loaders', (file) => {
    const imported = importedFiles(join(SRC, file)).filter((path) => REGISTRY.has(path));
    expect(imported.map(name)).toEqual([]);
  });

  it('close no import cycle anywhere in the server', () => {
    expect(runtimeImportCycle(sourceFiles)?.map(name).join(' -> ') ?? null).toBeNull();
  });

  // Each in a process of its own: only a fresh module graph evaluates the
  // file first (Vitest's own module runner leaves a cycle's missing export
  // undefined instead of failing). The built file, as the server runs it
  // (npm test builds first): through tsx, each process compiled the whole
  // server again, twice the time.
  const declarations = sourceFiles.filter((file) => /\.(module|resolvers)\.ts$/.test(file));
  it.concurrent.each(declarations.map(name))('%s loads when imported first', async (file) => {
    const built = join(SERVER, 'dist', file.replace(/\.ts$/, '.js'));
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const loaded = await import(process.argv[1]); console.log(Object.keys(loaded).length);',
        pathToFileURL(built).href,
      ],
      { cwd: SERVER },
    );
    expect(Number(stdout)).toBeGreaterThan(0);
  });
});
