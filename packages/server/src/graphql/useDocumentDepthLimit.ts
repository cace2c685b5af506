import type { Plugin } from 'graphql-yoga';
import { TouchlineError } from '../errors/TouchlineError.js';
import { toGraphqlError } from './errors.js';
import { nestingDepth } from './nestingDepth.js';

/** Far deeper than the deepest query with its input literals (MAX_QUERY_DEPTH is 12). */
export const MAX_DOCUMENT_DEPTH = 64;

/**
 * Refuses, before graphql-js's parser (which recurses) meets it, a document
 * whose brackets nest deeper than any real operation: a deeply nested input
 * literal would otherwise overflow the stack, over HTTP and the websocket.
 */
export function useDocumentDepthLimit(): Plugin {
  return {
    onParse({ params }) {
      const given: unknown = params.source;
      const source = typeof given === 'string' ? given : (given as { body: string }).body;
      if (nestingDepth(source, { graphql: true }) > MAX_DOCUMENT_DEPTH)
        throw toGraphqlError(new TouchlineError('QUERY_TOO_DEEP', MAX_DOCUMENT_DEPTH));
    },
  };
}
