import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Access } from '../access/Access.js';
import type { Viewer } from '../auth/viewer.js';
import type { LargeAnswerGate } from '../graphql/LargeAnswerGate.js';
import type { Db } from '../db/database.js';
import type { Resolvers } from '../generated/graphql.js';
import type { ModuleJobs } from '../jobs/defineJobs.js';
import type { EventDeclarations } from '../pubsub/defineEvent.js';

/** What a module's REST routes are given when the app registers them. */
export interface RouteDeps {
  db: Db;
  jobs: PgBoss;
  /**
   * A signed-in person's access for one request, with loaders of its own:
   * the app makes it (a module's files never import the module registry).
   */
  accessOf: (viewer: Viewer) => Access;
  /** Large downloads (datasets' tables) wait their turn with the GraphQL answers that hold them. */
  largeAnswers: LargeAnswerGate;
  /** Cookies carry Secure (the server sits behind https): for pages that sign people in. */
  cookieSecure: boolean;
}

/**
 * Everything a server module adds, in one place: `buildApp`, the worker and
 * codegen read these declarations (src/modules/modules.ts lists them), so a
 * new feature is one folder and one line there.
 */
export interface TouchlineModule<
  L extends object = object,
  E extends EventDeclarations = EventDeclarations,
> {
  /** Unique among the modules. */
  name: string;
  /** Its SDL file (`schemaFile`), when it adds to the GraphQL schema. */
  schema?: string;
  resolvers?: readonly Resolvers[];
  /**
   * The row type each of its SDL types resolves from, for codegen's resolver
   * types: 'file.js#Type', the file relative to the module's folder
   * (src/modules/<name>/), another module's through its index.js.
   */
  mappers?: Readonly<Record<string, string>>;
  /** DataLoaders made per request (or per subscription event); names unique across modules. */
  loaders?: (db: Db) => L;
  /** Live events it publishes, by topic; topics unique across modules. */
  events?: E;
  /** Background jobs: their queues, retry policies and handlers. */
  jobs?: ModuleJobs<unknown>;
  routes?: (app: FastifyInstance, deps: RouteDeps) => void;
}

/** Declares a module; the types of its loaders and events feed the app's generated types. */
export function defineModule<
  L extends object = Record<never, never>,
  E extends EventDeclarations = Record<never, never>,
>(declaration: TouchlineModule<L, E>): TouchlineModule<L, E> {
  return declaration;
}

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** Every loader the modules declare, by name (the `Loaders` of a request). */
export type DeclaredLoaders<M> = UnionToIntersection<
  M extends TouchlineModule<infer L, EventDeclarations> ? L : never
>;

/** Every event the modules declare, by topic. */
export type DeclaredEvents<M> = UnionToIntersection<
  M extends TouchlineModule<object, infer E> ? E : never
>;
