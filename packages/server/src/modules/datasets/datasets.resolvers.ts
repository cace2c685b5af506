import { OperationTypeNode } from 'graphql';
import { filter, pipe } from 'graphql-yoga';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { startingWith } from '../../pubsub/startingWith.js';
import type { DatasetParent, DatasetUpdatedRow } from './datasetRows.js';
import { datasetSubject } from './datasetSubject.js';
import { datasetTableOf } from './datasetTableOf.js';
import { visibleTable } from './visibleTable.js';

/** The row of a dataset the parent field has authorised already. */
async function rowOf(parent: DatasetParent, ctx: GraphQLContext) {
  const row = await ctx.loaders.datasetById.load(parent.id);
  if (!row) throw new Error(`Dataset ${parent.id} is not stored`);
  return row;
}

export const datasetsResolvers: Resolvers = {
  Query: {
    dataset: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', datasetSubject(id)),
  },
  Dataset: {
    title: async (parent, _args, ctx) => (await rowOf(parent, ctx)).title,
    status: async (parent, _args, ctx) => (await rowOf(parent, ctx)).status,
    createdAt: async (parent, _args, ctx) => (await rowOf(parent, ctx)).createdAt.toISOString(),
    startsAt: async (parent, _args, ctx) => (await rowOf(parent, ctx)).startsOn,
    endsAt: async (parent, _args, ctx) => (await rowOf(parent, ctx)).endsOn,
    csvTemplateId: async (parent, _args, ctx) => (await rowOf(parent, ctx)).csvTemplateId,
    owner: async (parent, _args, ctx) => {
      const { ownerPersonId } = await rowOf(parent, ctx);
      return ownerPersonId ? ctx.loaders.personById.load(ownerPersonId) : null;
    },
    gridConfig: async (parent, _args, ctx) => (await rowOf(parent, ctx)).gridConfig,
    dateFormat: async (parent, _args, ctx) => (await rowOf(parent, ctx)).dateFormat,
    failureReason: async (parent, _args, ctx) => {
      const row = await rowOf(parent, ctx);
      return row.status === 'Failed' ? row.failureReason : null;
    },
    rowCount: async (parent, _args, ctx) => {
      const row = await rowOf(parent, ctx);
      return row.status === 'Completed' ? row.rowCount : 0;
    },
    // Counted into the answer before the table is read: an answer over its
    // ceiling is refused with nothing read, and large ones wait their turn.
    columns: async (parent, _args, ctx, info) => {
      const row = await rowOf(parent, ctx);
      if (row.status !== 'Completed') return [];
      await ctx.answerBudget.spend({
        values: row.rowCount * row.columnCount,
        bytes: row.tableBytes,
      });
      // A live event is read with the viewer's access now (they may have left the staff since).
      const access =
        info.operation.operation === OperationTypeNode.SUBSCRIPTION
          ? ctx.access.fresh()
          : ctx.access;
      return visibleTable(access, row.clubId, await datasetTableOf(ctx.loaders, row));
    },
  },
  DatasetUpdatedEvent: {
    id: (event) => event.datasetId,
  },
  Subscription: {
    datasetUpdatedEvent: {
      subscribe: async (_parent, { id }, ctx) => {
        const dataset = await authorize(ctx.access, 'Show', datasetSubject(id));
        // The current status first: the page may have missed the end of the generation.
        const first: DatasetUpdatedRow = {
          clubId: dataset.clubId,
          datasetId: dataset.id,
          status: dataset.status,
        };
        return startingWith(
          first,
          pipe(
            ctx.pubSub.subscribe('datasetUpdated', dataset.clubId),
            filter((event) => event.datasetId === dataset.id),
          ),
        );
      },
      // Access is checked afresh (the viewer may have left the club, or the
      // club lost the tools, since subscribing); the status is the change's,
      // so a page sees Generating then Completed even when both come at once.
      resolve: async (event: DatasetUpdatedRow, _args: unknown, ctx: GraphQLContext) => {
        const dataset = await authorize(
          ctx.access.fresh(),
          'Show',
          datasetSubject(event.datasetId),
        );
        return { clubId: dataset.clubId, datasetId: dataset.id, status: event.status };
      },
    },
  },
};
