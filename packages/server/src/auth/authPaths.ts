export const SIGN_IN_PATH = '/api/auth/identities/sign_in';
export const SIGN_OUT_PATH = '/api/auth/identities/sign_out';
export const SIGN_UP_PATH = '/api/auth/identities/sign_up';
