import { Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { ListSizes } from './listSizes.js';

export interface OperationToCost {
  document: DocumentNode;
  variables: Readonly<Record<string, unknown>> | null | undefined;
  operationName: string | null | undefined;
}

/**
 * The cost of GraphQL operations: about the number of values an answer holds.
 * Every field costs 1 and its selection, times its list size (@listSize), so
 * a time series of 7,200 samples costs 7,200, and the same series for the 40
 * participations of 20 sessions costs 5.8 million.
 */
export class OperationCosts {
  private readonly listSizes: ListSizes;
  private readonly estimators: ComplexityEstimator[];

  constructor(private readonly schema: GraphQLSchema) {
    this.listSizes = new ListSizes(schema);
    this.estimators = [
      ({ field, args, childComplexity }) =>
        this.listSizes.sizeOf(field, args) * (1 + childComplexity),
    ];
  }

  /**
   * Throws a GraphQLError when the operation cannot be measured (variables
   * that do not fit their types, too many fields once fragments are
   * expanded); execution would refuse such an operation too.
   */
  costOf({ document, variables, operationName }: OperationToCost): number {
    return getComplexity({
      schema: this.schema,
      query: operationName ? onlyOperation(document, operationName) : document,
      estimators: this.estimators,
      variables: variables ?? {},
    });
  }
}

/**
 * The document with only the named operation (and every fragment): the one
 * that runs. Without a name every operation counts, an upper bound for the
 * one a valid request can hold.
 */
function onlyOperation(document: DocumentNode, operationName: string): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.filter(
      (definition) =>
        definition.kind !== Kind.OPERATION_DEFINITION || definition.name?.value === operationName,
    ),
  };
}
