import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const VIRTUAL = 'virtual:touchline-document/';
const RESOLVED = '\0touchline-document/';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/gm;
const GENERATED_DOCUMENT =
  /^export const (\w+?)(Document|FragmentDoc) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** @typedef {{ exportName: string; json: string }} GeneratedDocument */

/**
 * The generated documents (each one line of graphql.ts), by their definition's kind and name.
 * @returns {Map<string, GeneratedDocument>}
 */
function readGenerated() {
  /** @type {Map<string, GeneratedDocument>} */
  const documents = new Map();
  for (const [, name, suffix, json] of readFileSync(GENERATED, 'utf8').matchAll(
    GENERATED_DOCUMENT,
  )) {
    documents.set(`${suffix}:${name.replaceAll('_', '').toLowerCase()}`, {
      exportName: `${name}${suffix}`,
      json,
    });
  }
  return documents;
}

/**
 * Replaces each `graphql(`...`)` call with an import of a module holding only that document,
 * as the client preset's Babel optimiser does. Without it the preset's `graphql()` looks
 * documents up in a map of every document of the app, which lands whole in the entry chunk
 * (and the sign-in budget); with it each chunk carries the documents it uses. A call whose
 * document cannot be found is left as it is.
 * @returns {import('vite').Plugin}
 */
export function graphqlDocumentImports() {
  /** @type {Map<string, GeneratedDocument> | undefined} */
  let documents;
  let readAtMs = -1;
  // Read again after codegen rewrote the file (a dev server or a test watcher outlives it).
  const generated = () => {
    const modifiedMs = statSync(GENERATED).mtimeMs;
    if (!documents || modifiedMs !== readAtMs) {
      documents = readGenerated();
      readAtMs = modifiedMs;
    }
    return documents;
  };
  return {
    name: 'touchline:graphql-document-imports',
    enforce: /** @type {const} */ ('pre'),
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const exportName = id.slice(RESOLVED.length);
      const document = [...generated().values()].find((doc) => doc.exportName === exportName);
      return document ? `export default ${document.json};\n` : null;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) {
        return null;
      }
      /** @type {Set<string>} */
      const imported = new Set();
      const replaced = code.replace(CALL, (call, /** @type {string} */ body) => {
        const definitions = [...body.matchAll(DEFINITION)];
        if (definitions.length !== 1) return call;
        const [, kind, name] = definitions[0];
        const suffix = kind === 'fragment' ? 'FragmentDoc' : 'Document';
        const document = generated().get(`${suffix}:${name.replaceAll('_', '').toLowerCase()}`);
        if (!document) return call;
        imported.add(document.exportName);
        // Keep the line count, so the file's later lines keep their source positions.
        return `__document_${document.exportName}` + '\n'.repeat(call.split('\n').length - 1);
      });
      if (imported.size === 0) return null;
      // Aliased: a file often names its constant as the generated document is named.
      const imports = [...imported]
        .map((name) => `import __document_${name} from ${JSON.stringify(VIRTUAL + name)};`)
        .join('\n');
      return { code: `${replaced}\n${imports}\n`, map: null };
    },
  };
}
