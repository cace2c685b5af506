import { ImportError } from '../importError.js';

/** The ImportError a read ends in; anything else (success, another error) fails the test. */
export async function importErrorOf(read: () => Promise<unknown>): Promise<ImportError> {
  try {
    await read();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}
