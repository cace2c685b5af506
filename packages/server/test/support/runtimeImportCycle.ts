import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** Whether an import (or re-export) is erased when compiled: types only. */
function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The source files a file loads when it is evaluated (static imports, types left out). */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imported: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || typeOnly(statement)) continue;
    if (!specifier.text.startsWith('.')) continue;
    const path = resolve(dirname(file), specifier.text.replace(/\.js$/, '.ts'));
    if (existsSync(path)) imported.push(path);
  }
  return imported;
}

/**
 * One chain of static imports among `files` that leads back to where it
 * started (a runtime import cycle), or null when there is none.
 */
export function runtimeImportCycle(files: readonly string[]): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const seenAt = path.indexOf(file);
    if (seenAt >= 0) return [...path.slice(seenAt), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of runtimeImports(file)) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of files) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}
