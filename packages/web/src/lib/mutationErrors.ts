import { graphql } from '../gql';
import type { MutationErrorFieldsFragment } from '../gql/graphql';

// Every mutation document asks for its payload's `errors { ...MutationErrorFields }`: where in
// the input, and the sentences a person reads.
graphql(`
  fragment MutationErrorFields on MutationError {
    path
    fullMessages
  }
`);

/** A mutation's payload: besides what it made or changed, its `errors`, empty unless refused. */
export interface MutationPayload {
  errors: readonly MutationErrorFieldsFragment[];
}

/** A payload's error as a caller reads it (a test may leave out the path). */
type MutationErrorMessages = Pick<MutationErrorFieldsFragment, 'fullMessages'>;

/** The messages of a payload's errors, flattened, in order; none when it did not refuse. */
export function mutationErrorMessages(
  errors: readonly MutationErrorMessages[] | null | undefined,
): string[] {
  return errors?.flatMap((error) => error.fullMessages) ?? [];
}

/** The messages as one line, a snackbar's text; null when the payload did not refuse. */
export function mutationErrorText(
  errors: readonly MutationErrorMessages[] | null | undefined,
): string | null {
  const messages = mutationErrorMessages(errors);
  return messages.length > 0 ? messages.join(' ') : null;
}

/**
 * Whether the server refused a save made from an older version: someone else saved
 * meanwhile (an error on a `lockVersion`); only a reload shows their version.
 */
export function refusedAsStale(
  errors: readonly Pick<MutationErrorFieldsFragment, 'path'>[] | null | undefined,
): boolean {
  return errors?.some((error) => error.path.at(-1) === 'lockVersion') ?? false;
}
