import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../src/context.js';

/**
 * A GraphQL plugin that holds every operation just before it executes, until
 * the test lets it go: `reached` resolves when one is held, `release()` lets
 * every held one (and every later one) run.
 */
export function heldOperations() {
  let arrive: () => void = () => undefined;
  let reached = new Promise<void>((resolve) => (arrive = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const plugin: Plugin<GraphQLContext> = {
    async onExecute() {
      arrive();
      await released;
    },
  };
  return {
    plugin,
    /** Resolves once an operation is held; then waits for the next one. */
    nextReached: async () => {
      await reached;
      reached = new Promise<void>((resolve) => (arrive = resolve));
    },
    release: () => release(),
  };
}
