import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { finishEvenIfClientGoes } from '../http/clientGone.js';
import { holdsMutation } from './useDataChangeNotices.js';

/**
 * A request whose client has gone stops its reads (http/clientGone.ts), but
 * a mutation, once it starts, runs to its end: half a change is worse than
 * a change nobody saw answered.
 */
export function useFinishChanges(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      if (holdsMutation(args.document as DocumentNode)) finishEvenIfClientGoes();
    },
  };
}
