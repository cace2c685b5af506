import { useMutation } from '@apollo/client/react';
import type { GridConfig } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { useSnackbar } from '../../../components/ui/useSnackbar';
import { serverErrorMessage } from '../../../lib/apollo/serverErrorMessage';
import { mutationErrorText } from '../../../lib/mutationErrors';
import { UpdateDatasetMutation } from '../csvBuilderOperations';
import type { LoadedDataset } from '../csvBuilderTypes';

/** docs/product/reporting.md §4, §9: the layout is saved this long after its last change. */
export const GRID_AUTOSAVE_DELAY_MS = 500;
export const GRID_SAVE_FAILED = 'The table layout could not be saved.';

/**
 * Saves the grid layout to the dataset 500 ms after its last change: not the
 * layout it was loaded with, never the tour's demo dataset, nor for a person who
 * may only read the club's datasets (`saves` false: their layout stays theirs). A change pending
 * when the grid goes away is saved then. A refusal or failure shows the
 * server's message as an error snackbar.
 */
export function useGridAutosave(dataset: LoadedDataset, config: GridConfig, saves = true): void {
  const [updateDataset] = useMutation(UpdateDatasetMutation);
  const snackbar = useSnackbar();
  const savedJson = useRef(JSON.stringify(config));
  const pendingSave = useRef<(() => void) | null>(null);
  const { id, demo } = dataset;

  useEffect(() => {
    const json = JSON.stringify(config);
    if (demo || !saves || json === savedJson.current) return;
    const save = () => {
      pendingSave.current = null;
      savedJson.current = json;
      const fail = (message: string) => snackbar.show({ type: 'error', message });
      updateDataset({ variables: { id, attributes: { gridConfig: config } } }).then(
        ({ data, error }) => {
          const refusal = mutationErrorText(data?.updateDataset.errors);
          if (refusal !== null) fail(refusal);
          else if (error) fail(serverErrorMessage(error) ?? GRID_SAVE_FAILED);
        },
        (error: unknown) => fail(serverErrorMessage(error) ?? GRID_SAVE_FAILED),
      );
    };
    pendingSave.current = save;
    const timer = setTimeout(save, GRID_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [config, id, demo, saves, updateDataset, snackbar]);

  useEffect(() => () => pendingSave.current?.(), []);
}
