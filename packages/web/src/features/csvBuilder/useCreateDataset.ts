import { useApolloClient, useMutation } from '@apollo/client/react';
import type { GridConfig } from '@touchline/domain';
import { useCallback, useRef, useState } from 'react';
import { serverErrorMessage } from '../../lib/apollo/serverErrorMessage';
import { mutationErrorMessages } from '../../lib/mutationErrors';
import type { Reference } from '@apollo/client';
import { CreateDatasetMutation, DatasetSummaryFieldsFragmentDoc } from './csvBuilderOperations';

export interface NewDataset {
  clubId: string;
  csvTemplateId: string;
  title: string;
  startDate: string;
  endDate: string;
  /** The duplicate dialog starts the copy from the source's layout. */
  gridConfig?: GridConfig | null;
}

/** When neither the server's refusal nor its message says what went wrong. */
export const CREATE_DATASET_FAILED = 'The dataset could not be created. Please try again.';

/**
 * CreateDataset (docs/product/reporting.md §7): the new dataset heads the list at once, Generating as
 * the server stored it, and the list is asked for again. Answers the messages to list
 * (the server's fullMessages), empty when the dataset was created.
 */
export function useCreateDataset() {
  const client = useApolloClient();
  const [submitting, setSubmitting] = useState(false);
  const [createDataset] = useMutation(CreateDatasetMutation, {
    update: (cache, { data }, { variables }) => {
      const created = data?.createDataset.dataset;
      if (!created || !variables) return;
      const listed = cache.writeFragment({
        fragment: DatasetSummaryFieldsFragmentDoc,
        data: created,
      });
      cache.modify({
        id: cache.identify({ __typename: 'Club', id: variables.attributes.clubId }),
        fields: {
          datasets: (existing: readonly Reference[] = []) =>
            listed && !existing.some((ref) => ref.__ref === listed.__ref)
              ? [listed, ...existing]
              : existing,
        },
      });
    },
  });

  // One key per dataset asked for: a submit sent twice (a double click, a retry) makes one.
  const requestKey = useRef(crypto.randomUUID());
  const create = useCallback(
    async ({ gridConfig, ...attributes }: NewDataset): Promise<string[]> => {
      setSubmitting(true);
      try {
        const { data, error } = await createDataset({
          variables: {
            attributes: {
              ...attributes,
              title: attributes.title.trim(),
              requestKey: requestKey.current,
              ...(gridConfig ? { gridConfig } : {}),
            },
          },
        });
        const payload = data?.createDataset;
        const refusals = mutationErrorMessages(payload?.errors);
        if (refusals.length > 0) return refusals;
        if (error || !payload?.dataset) {
          return [serverErrorMessage(error) ?? CREATE_DATASET_FAILED];
        }
        // Asked for again once the new row is shown: a mutation's refetchQueries would
        // hold back its update of the list until the list came back.
        void client.refetchQueries({ include: ['AvailableDatasetsQuery'] });
        requestKey.current = crypto.randomUUID();
        return [];
      } catch (error) {
        return [serverErrorMessage(error) ?? CREATE_DATASET_FAILED];
      } finally {
        setSubmitting(false);
      }
    },
    [createDataset, client],
  );

  return { create, submitting };
}
