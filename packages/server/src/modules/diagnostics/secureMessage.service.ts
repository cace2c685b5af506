import { authorize } from '../../access/authorize.js';
import { trackerUnlock } from '../../access/trackerUnlock.js';
import type { GraphQLContext } from '../../context.js';
import { recordSignature } from './signatureLedger.js';
import { unlockMessage } from './unlockMessage.js';
import { parseUnlockRequest } from './unlockRequest.js';

export interface SignedUnlock {
  serialNumber: string;
  boardName: string;
  signedMessage: string;
}

/**
 * SecureMessage: the signature that unlocks a tracker's diagnostics, for
 * provider staff only. It is returned only once it has been audited.
 */
export async function signTrackerUnlock(
  ctx: GraphQLContext,
  args: { serialNumber: string; boardName: string; message: string },
): Promise<SignedUnlock> {
  await authorize(ctx.access, 'Create', trackerUnlock);
  const signer = ctx.diagnosticsSigner;
  if (!signer) throw new Error('This process was built without a diagnostics signer');
  const { serialNumber, boardName, nonce } = parseUnlockRequest(args);
  const person = await ctx.loaders.personById.load(ctx.viewer.personId);
  if (!person) throw new Error('The session belongs to a person that no longer exists');
  const signature = await signer.sign(unlockMessage(serialNumber, boardName, nonce));
  await recordSignature(ctx.db, {
    personId: person.id,
    personEmail: person.email,
    serialNumber,
    boardName,
    nonce: nonce.toString('base64'),
  });
  return { serialNumber, boardName, signedMessage: signature.toString('base64') };
}
