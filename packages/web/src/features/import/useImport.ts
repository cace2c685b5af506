import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { CreateImportMutation, ImportQuery, ImportUpdatedSubscription } from './importDocuments';
import { mutationRefusal } from './mutationRefusal';

/**
 * The page's import: made on the first files chosen (an import is kept 7 days unprocessed, so
 * none is made for a visit), then read and followed live through `importUpdated`, which the
 * cache keeps by the import's id.
 */
export function useImport({ clubId, sessionId }: { clubId: string; sessionId: string | null }) {
  const [importId, setImportId] = useState<string | null>(null);
  const [createMessages, setCreateMessages] = useState<string[]>([]);
  const [createImport] = useMutation(CreateImportMutation);
  const creating = useRef<Promise<string | null> | null>(null);

  const ensureImport = useCallback((): Promise<string | null> => {
    creating.current ??= (async () => {
      let made: string | null = null;
      const refused = await mutationRefusal(async () => {
        const { data, error } = await createImport({ variables: { clubId, sessionId } });
        made = data?.createImport.import?.id ?? null;
        return { payload: data?.createImport, error };
      });
      setCreateMessages(refused);
      if (made && refused.length === 0) setImportId(made);
      // A refused import may be asked for again with the next files.
      else creating.current = null;
      return refused.length === 0 ? made : null;
    })();
    return creating.current;
  }, [clubId, sessionId, createImport]);

  const { data, error } = useQuery(ImportQuery, {
    variables: { importId: importId ?? '' },
    skip: !importId,
  });
  useSubscription(ImportUpdatedSubscription, {
    variables: { importId: importId ?? '' },
    skip: !importId,
  });

  return {
    importId,
    ensureImport,
    current: data?.import ?? null,
    createMessages,
    errorMessage: error?.message ?? null,
  };
}
