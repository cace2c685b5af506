import { graphql } from '../../gql';

/** The server's signature that unlocks a tracker's diagnostics (docs/product/shell-and-sessions.md §7 SecureMessage). */
export const SecureMessageQuery = graphql(`
  query SecureMessage($serialNumber: String!, $boardName: String!, $message: String!) {
    device(serialNumber: $serialNumber, boardName: $boardName, message: $message) {
      serialNumber
      boardName
      signedMessage
    }
  }
`);
