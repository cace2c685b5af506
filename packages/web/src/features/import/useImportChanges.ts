import { useMutation } from '@apollo/client/react';
import type { ColumnMappingInput, ImportSessionChoice } from '../../gql/graphql';
import {
  MapImportFileColumnsMutation,
  ProcessImportMutation,
  RemoveImportFileMutation,
  SetImportTrackAthleteMutation,
} from './importDocuments';
import { mutationRefusal as refusal } from './mutationRefusal';

/** The Import page's changes of its import; each answers what the server refused, if anything. */
export function useImportChanges() {
  const [setTrackAthlete] = useMutation(SetImportTrackAthleteMutation);
  const [removeFile] = useMutation(RemoveImportFileMutation);
  // A mapping saved under a name is offered next time: the club's list is read again.
  const [mapColumns] = useMutation(MapImportFileColumnsMutation, {
    refetchQueries: ['ImportClubQuery'],
  });
  const [processImport] = useMutation(ProcessImportMutation);

  return {
    chooseAthlete: (trackId: string, athleteId: string | null) =>
      refusal(async () => {
        const { data, error } = await setTrackAthlete({ variables: { trackId, athleteId } });
        return { payload: data?.setImportTrackAthlete, error };
      }),
    removeFile: (fileId: string) =>
      refusal(async () => {
        const { data, error } = await removeFile({ variables: { fileId } });
        return { payload: data?.removeImportFile, error };
      }),
    mapColumns: (fileId: string, mapping: ColumnMappingInput, saveAs: string | null) =>
      refusal(async () => {
        const { data, error } = await mapColumns({ variables: { fileId, mapping, saveAs } });
        return { payload: data?.mapImportFileColumns, error };
      }),
    process: (importId: string, session: ImportSessionChoice) =>
      refusal(async () => {
        const { data, error } = await processImport({ variables: { importId, session } });
        return { payload: data?.processImport, error };
      }),
  };
}
