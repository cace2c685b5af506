import { printableText, type ProcessingWarningCode } from '@touchline/domain';
import type { Db } from '../../db/database.js';
import { processingWarnings } from '../../db/tables.js';
import type { RawTrackInput } from './loadRawTrackInput.js';
import { replaceParticipationResults } from './replaceParticipationResults.js';

/**
 * A raw track that gives no metrics: its earlier metric sets and warnings go
 * (they described another file or other settings), one warning says why for
 * staff to read, and the raw track is failed, so the session can finish.
 */
export async function recordProcessingFailure(
  db: Db,
  input: RawTrackInput,
  code: ProcessingWarningCode,
  message: string,
): Promise<boolean> {
  return replaceParticipationResults(db, input, 'failed', async (tx) => {
    await tx.insert(processingWarnings).values({
      clubId: input.clubId,
      sessionId: input.sessionId,
      sessionParticipationId: input.participationId,
      uploadId: input.upload.id,
      code,
      // Whatever a file held, the warning can be stored and read.
      message: printableText(message),
    });
  });
}
