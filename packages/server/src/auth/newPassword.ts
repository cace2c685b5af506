// A new password's rules, after OWASP ASVS level 2 (V2.1): at least 12
// characters, up to 128, any characters (spaces and emoji included, no
// composition rules), and not one that is common or made of the account's
// own e-mail address.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords attackers try first: the head of the public breached-password
 * lists that are 12 characters or longer, and patterns of them.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '000000000000',
  '123123123123',
  'qwertyuiopas',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'q1w2e3r4t5y6',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123abc123',
  'letmeinletmein',
  'welcome12345',
  'administrator',
  'football1234',
  'football12345',
  'liverpool1234',
  'manchesterunited',
  'chelseafc1234',
  'arsenal12345',
  'baseball1234',
  'basketball12',
  'touchline123',
  'touchline1234',
]);

/** Characters counted as a person sees them (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** What is wrong with a new password, in sentences; empty when it is fine. */
export function newPasswordProblems(password: string, account: { email: string }): string[] {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) {
    return [`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`];
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return [`The password must have at most ${PASSWORD_MAX_LENGTH} characters.`];
  }
  const lower = password.toLowerCase();
  const localPart = account.email.toLowerCase().split('@')[0] ?? '';
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size <= 2) {
    return ['This password is too common. Choose one that is harder to guess.'];
  }
  if (
    lower === account.email.toLowerCase() ||
    (localPart.length >= 4 && lower.includes(localPart))
  ) {
    return ['The password must not contain your e-mail address.'];
  }
  return [];
}
