import type { Resolvers } from '../../generated/graphql.js';
import { payload } from '../../errors/mutationOutcome.js';
import {
  clubDatasets,
  clubTemplates,
  createCsvDataset,
  fetchDatasets,
  updateCsvDataset,
} from './csvBuilder.service.js';

export const csvBuilderResolvers: Resolvers = {
  Query: {
    getDatasetTemplates: (_parent, { ownerId }, ctx) => clubTemplates(ctx, ownerId),
    fetchDataset: (_parent, { datasetIds }, ctx) => fetchDatasets(ctx, datasetIds),
  },
  Club: {
    datasets: (club, _args, ctx) => clubDatasets(ctx, club.id),
  },
  Dataset: {
    // The dataset's parent field has authorised it; its template is the club's.
    datasetTemplate: async (parent, _args, ctx) => {
      const row = await ctx.loaders.datasetById.load(parent.id);
      return row?.csvTemplateId ? ctx.loaders.datasetTemplateById.load(row.csvTemplateId) : null;
    },
  },
  Mutation: {
    createDataset: (_parent, { attributes }, ctx) =>
      payload('dataset', ['clubId'], () => createCsvDataset(ctx, attributes)),
    updateDataset: (_parent, { id, attributes }, ctx) =>
      payload('dataset', ['id'], () => updateCsvDataset(ctx, id, attributes)),
  },
};
