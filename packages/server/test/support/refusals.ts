interface Answer {
  errors?: readonly { message: string }[];
  data?: unknown;
}

type Payload = { errors?: readonly { fullMessages: readonly string[] }[] } | null;

/**
 * What a person reads of a refused request: GraphQL's errors (a query's, or
 * a value GraphQL itself refused), then the errors of each mutation payload.
 */
export function refusals(answer: Answer): string[] {
  const payloads = Object.values((answer.data ?? {}) as Record<string, Payload>);
  return [
    ...(answer.errors ?? []).map((error) => error.message),
    ...payloads.flatMap((payload) => payload?.errors ?? []).flatMap((error) => error.fullMessages),
  ];
}
