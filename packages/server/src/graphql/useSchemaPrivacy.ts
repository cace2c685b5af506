import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js's hints: "Did you mean "name"?", "Did you mean the enum value "metric"?". */
const SUGGESTION = /\s*Did you mean [^?]*\?/;
const SUGGESTIONS = new RegExp(SUGGESTION.source, 'g');

function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTIONS, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function resultWithoutSuggestions(result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some((error) => SUGGESTION.test(error.message))) return null;
  return { ...result, errors: result.errors.map(withoutSuggestions) };
}

/**
 * Unless `introspection` is on (development tools), the schema stays private:
 * no introspection queries (__schema, __type; __typename stays) and no
 * "Did you mean ...?" hints that would spell out field, argument and enum
 * names one guess at a time.
 */
export function useSchemaPrivacy({ introspection }: { introspection: boolean }): Plugin {
  if (introspection) return {};
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ valid, result, setResult }) => {
        if (!valid) {
          const errors: readonly Error[] = result;
          setResult(
            errors.map((error) =>
              error instanceof GraphQLError ? withoutSuggestions(error) : error,
            ),
          );
        }
      };
    },
    // Variables are checked when an operation runs: their errors can carry hints too.
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result)) return;
          const cleaned = resultWithoutSuggestions(result);
          if (cleaned) setResult(cleaned);
        },
      };
    },
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (!('errors' in result)) return;
          const cleaned = resultWithoutSuggestions(result);
          if (cleaned) setResult(cleaned);
        },
      };
    },
  };
}
