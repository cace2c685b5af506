/** The one answer to a refused state-changing request (GraphQL-shaped, like every API error). */
export const CSRF_REFUSAL_MESSAGE = 'Invalid or missing CSRF token.';

export const csrfRefusalBody = {
  errors: [{ message: CSRF_REFUSAL_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
};

export const UNAUTHENTICATED_MESSAGE = 'You need to sign in before continuing.';

export const unauthenticatedBody = {
  errors: [{ message: UNAUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }],
};
