import {
  GraphQLError,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { TouchlineError } from '../errors/TouchlineError.js';
import { toGraphqlError } from './errors.js';
import { OperationCosts, type OperationToCost } from './operationCost.js';

export interface QueryCostLimits {
  /** The most one operation may cost (about the values in its answer). */
  maxOperationCost: number;
  /** The most the operations of one HTTP batch may cost together. */
  maxBatchCost: number;
}

// The cost and the limit travel in extensions too, for a client that splits its requests.
function operationTooCostly(cost: number, maxCost: number) {
  return toGraphqlError(new TouchlineError('QUERY_TOO_LARGE', { cost, maxCost }), {
    cost,
    maxCost,
  });
}

function batchTooCostly(operations: number, cost: number, maxCost: number) {
  return toGraphqlError(new TouchlineError('BATCH_TOO_LARGE', { operations, cost, maxCost }), {
    cost,
    maxCost,
  });
}

const operationOf = (args: ExecutionArgs): OperationToCost => ({
  document: args.document,
  variables: args.variableValues,
  operationName: args.operationName,
});

/** Documents the web app sends again and again, parsed once; large or many others are not kept. */
class ParsedDocuments {
  private static readonly MAX_ENTRIES = 100;
  private static readonly MAX_SOURCE_LENGTH = 8 * 1024;
  private readonly documents = new Map<string, DocumentNode>();

  parse(source: string): DocumentNode {
    const known = this.documents.get(source);
    if (known) {
      // Most recently used last, so the oldest is the one to forget.
      this.documents.delete(source);
      this.documents.set(source, known);
      return known;
    }
    const document = parse(source);
    if (source.length <= ParsedDocuments.MAX_SOURCE_LENGTH) {
      if (this.documents.size >= ParsedDocuments.MAX_ENTRIES) {
        const oldest = this.documents.keys().next();
        if (!oldest.done) this.documents.delete(oldest.value);
      }
      this.documents.set(source, document);
    }
    return document;
  }
}

/**
 * Refuses, before any resolver runs, an operation whose answer would hold too
 * many values for its list sizes (the cost of operationCost.ts), and an HTTP
 * batch whose operations would together. Over the websocket, each operation
 * is checked on its own.
 */
export function useQueryCostLimit(schema: GraphQLSchema, limits: QueryCostLimits): Plugin {
  const costs = new OperationCosts(schema);
  const documents = new ParsedDocuments();
  /** Batches refused as a whole, with their operation count and cost. */
  const refusedBatches = new WeakMap<Request, GraphQLError>();
  /**
   * Batches whose every operation was measured and which together cost at
   * most one operation's limit: none of their operations can pass it, so
   * they are not measured again.
   */
  const measuredBatches = new WeakSet<Request>();

  /** The cost, or null when the operation cannot be measured: its own checks will refuse it. */
  const costOf = (operation: OperationToCost): number | null => {
    try {
      return costs.costOf(operation);
    } catch {
      return null;
    }
  };

  /** The cost, or null when it cannot be measured (its own checks refuse such an operation). */
  const costOfParams = (params: GraphQLParams): number | null => {
    if (typeof params.query !== 'string') return null;
    try {
      return costOf({
        document: documents.parse(params.query),
        variables: params.variables,
        operationName: params.operationName,
      });
    } catch {
      return null; // Not GraphQL: Yoga answers with the syntax error.
    }
  };

  const refusalOf = (operation: OperationToCost): GraphQLError | null => {
    let cost: number;
    try {
      cost = costs.costOf(operation);
    } catch (error) {
      // Bad variables, or too many fields once fragments are expanded.
      return error instanceof GraphQLError ? error : new GraphQLError('The query cannot be run.');
    }
    return cost > limits.maxOperationCost
      ? operationTooCostly(cost, limits.maxOperationCost)
      : null;
  };

  return {
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (!Array.isArray(requestParserResult) || requestParserResult.length < 2) return;
          const costs = requestParserResult.map(costOfParams);
          const cost = costs.reduce<number>((sum, one) => sum + (one ?? 0), 0);
          if (costs.every((one) => one !== null) && cost <= limits.maxOperationCost) {
            measuredBatches.add(request);
          }
          if (cost > limits.maxBatchCost) {
            refusedBatches.set(
              request,
              batchTooCostly(requestParserResult.length, cost, limits.maxBatchCost),
            );
          }
        },
      };
    },
    onParams({ request, setResult }) {
      const refusal = refusedBatches.get(request);
      if (refusal) setResult({ errors: [refusal] });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const { request } = args.contextValue as { request?: Request };
      if (request && measuredBatches.has(request)) return;
      const refusal = refusalOf(operationOf(args));
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = refusalOf(operationOf(args));
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
