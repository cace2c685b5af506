import { readFileSync } from 'node:fs';
import {
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { plausibleValue } from './plausibleValues.js';

/** Every operation and fragment of the web app, as its codegen collected them. */
function webAppDefinitions(): DefinitionNode[] {
  const source = readFileSync(new URL('../../../web/src/gql/gql.ts', import.meta.url), 'utf8');
  const map = source.slice(source.indexOf('type Documents = {'), source.indexOf('const documents'));
  const documents = [...map.matchAll(/^\s+("(?:[^"\\]|\\.)*"): typeof/gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  return documents.flatMap((document) => parse(document).definitions);
}

export interface WebOperation {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** The fragments an operation spreads, and those they spread. */
function fragmentsOf(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || used.has(fragment.name.value)) return;
        used.set(fragment.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [...used.values()];
}

/** Each operation with its fragments, and the variables that ask for the most: lists not narrowed. */
export function webAppOperations(schema: GraphQLSchema): WebOperation[] {
  const definitions = webAppDefinitions();
  const fragments = new Map(
    definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return definitions
    .filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    )
    .map((operation) => ({
      name: operation.name!.value,
      document: {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragmentsOf(operation, fragments)],
      },
      variables: Object.fromEntries(
        (operation.variableDefinitions ?? []).map((variable) => {
          const type = typeFromAST(schema, variable.type) as GraphQLInputType;
          const name = variable.variable.name.value;
          return [name, isNonNullType(type) ? plausibleValue(type, name) : null];
        }),
      ),
    }));
}
