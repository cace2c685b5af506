import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { modules } from '../modules/modules.js';

/** Every module's SDL, in the order of the module list (the SDL is the contract). */
export function loadTypeDefs(): string[] {
  return modules.flatMap((module) => (module.schema ? [readFileSync(module.schema, 'utf8')] : []));
}

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: modules.flatMap((module) => module.resolvers ?? []),
  });
}
