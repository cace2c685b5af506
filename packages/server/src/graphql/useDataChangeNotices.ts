import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { publishEvent } from '../pubsub/touchlineEvents.js';

/** Conservative: a document holding any mutation counts as one. */
export function holdsMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION,
  );
}

/**
 * After every mutation, tells every API process (itself included) that data
 * changed, so answers they kept (GraphqlResponseCache) are not served again.
 * `onChange` runs at once, before the notice travels.
 */
export function useDataChangeNotices(onChange: () => void): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      if (!holdsMutation(args.document as DocumentNode)) return;
      onChange();
      return {
        async onExecuteDone() {
          onChange();
          await publishEvent(args.contextValue.db, { topic: 'dataChanged' });
        },
      };
    },
  };
}
