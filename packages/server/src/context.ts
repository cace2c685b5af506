import type PgBoss from 'pg-boss';
import type { Access } from './access/Access.js';
import type { Viewer } from './auth/viewer.js';
import type { MailConfig, PushConfig } from './config.js';
import type { Db } from './db/database.js';
import type { AnswerBudget } from './graphql/AnswerBudget.js';
import type { Loaders } from './loaders.js';
import type { DiagnosticsSigner } from './modules/diagnostics/index.js';
import type { TouchlinePubSub } from './pubsub/eventBus.js';

/** What every resolver receives. */
export interface GraphQLContext {
  db: Db;
  /** The job queue, for mutations that start background work. */
  jobs: PgBoss;
  /** Always set: requests without a session are refused before GraphQL runs. */
  viewer: Viewer;
  /** What the viewer may do: every check asks it (authorize), memberships loaded once per request. */
  access: Access;
  /** The browser's IANA zone (X-Time-Zone), 'UTC' when missing or invalid. */
  timeZone: string;
  loaders: Loaders;
  /** Large parts of the answer (datasets' tables) are counted in before they are read. */
  answerBudget: AnswerBudget;
  pubSub: TouchlinePubSub;
  /** Signs tracker unlocks (Edge Diagnostics); only GraphQL operations carry it. */
  diagnosticsSigner?: DiagnosticsSigner;
  /** How invites are e-mailed; none (or no SMTP server): nothing is sent. */
  mail?: MailConfig;
  /** Web Push's VAPID keys; null (or none): notifications are not pushed. */
  push?: PushConfig | null;
}
