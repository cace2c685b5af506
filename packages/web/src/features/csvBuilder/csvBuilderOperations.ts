import { graphql } from '../../gql';

// The CSV Builder's calls (docs/product/reporting.md §7), by the page's operation names.

/** A dataset as the list, the details bar and the duplicate dialog read it. */
export const DatasetSummaryFieldsFragmentDoc = graphql(`
  fragment DatasetSummaryFields on Dataset {
    id
    title
    status
    failureReason
    createdAt
    startsAt
    endsAt
    csvTemplateId
    dateFormat
    rowCount
    owner {
      id
      name
    }
    datasetTemplate {
      id
      name
      dateFormat
    }
  }
`);

/** The club's CSV Builder datasets; always from the network (docs/product/reporting.md §7). */
export const AvailableDatasetsQuery = graphql(`
  query AvailableDatasetsQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      datasets {
        ...DatasetSummaryFields
      }
    }
  }
`);

/** The template picker's choices. */
export const GetDatasetTemplatesQuery = graphql(`
  query getDatasetTemplates($ownerId: ID!) {
    getDatasetTemplates(ownerId: $ownerId, ownerType: Club) {
      id
      name
      dateFormat
      kind
    }
  }
`);

/**
 * A loaded dataset: its details and saved layout; no cache (docs/product/reporting.md §7).
 * Its table comes beside it from the Arrow route (fetchDatasetTable).
 */
export const FetchDatasetQuery = graphql(`
  query FetchDatasetQuery($datasetIds: [ID!]!) {
    fetchDataset(datasetIds: $datasetIds) {
      ...DatasetSummaryFields
      gridConfig
    }
  }
`);

export const CreateDatasetMutation = graphql(`
  mutation CreateDataset($attributes: CreateDatasetAttributes!) {
    createDataset(attributes: $attributes) {
      dataset {
        ...DatasetSummaryFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** Saves the grid layout (500 ms after a change, docs/product/reporting.md §4). */
export const UpdateDatasetMutation = graphql(`
  mutation UpdateDataset($id: ID!, $attributes: UpdateDatasetAttributes!) {
    updateDataset(id: $id, attributes: $attributes) {
      dataset {
        id
        gridConfig
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** One Generating dataset's status: its current one first, then each change. */
export const DatasetSubscription = graphql(`
  subscription DatasetSubscription($id: ID!) {
    datasetUpdatedEvent(id: $id) {
      id
      status
    }
  }
`);
