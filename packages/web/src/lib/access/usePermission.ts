import { useQuery } from '@apollo/client/react';
import type { PermissionAction, PermissionSubject } from '@touchline/domain';
import { graphql } from '../../gql';

export const CheckPermissionQuery = graphql(`
  query CheckPermissionQuery(
    $requestedAction: PermissionAction!
    $clubId: ID
    $subject: PermissionSubject!
    $subjectId: ID
  ) {
    permission(
      requestedAction: $requestedAction
      clubId: $clubId
      subject: $subject
      subjectId: $subjectId
    ) {
      permitted
    }
  }
`);

export interface PermissionRequest {
  action: PermissionAction;
  subject: PermissionSubject;
  subjectId?: string | null;
  clubId?: string | null;
}

/** Asks the server's policy whether the person may do something; false until it answers. */
export function usePermission({
  action,
  subject,
  subjectId = null,
  clubId = null,
}: PermissionRequest): {
  permitted: boolean;
  loading: boolean;
  /** The server's message when the policy could not be asked; null otherwise. */
  errorMessage: string | null;
} {
  const { data, loading, error } = useQuery(CheckPermissionQuery, {
    variables: { requestedAction: action, subject, subjectId, clubId },
  });
  return {
    permitted: data?.permission.permitted ?? false,
    loading,
    errorMessage: error?.message ?? null,
  };
}
