import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from '../src/auth/newPassword.js';

const account = { email: 'sam.keeper@club.test' };

describe('newPasswordProblems', () => {
  it('takes 12 to 128 characters of anything, spaces and emoji included', () => {
    expect(newPasswordProblems('correct horse battery', account)).toEqual([]);
    expect(newPasswordProblems('⚽⚽⚽ goal machine', account)).toEqual([]);
    expect(newPasswordProblems('goal keeper!', account)).toEqual([]);
  });

  it('refuses a short or an overlong password', () => {
    expect(newPasswordProblems('short pass', account)).toEqual([
      'The password must have at least 12 characters.',
    ]);
    // Eleven emoji are eleven characters, not 22 UTF-16 units.
    expect(newPasswordProblems('⚽'.repeat(11), account)).toHaveLength(1);
    expect(newPasswordProblems('a'.repeat(64) + 'b'.repeat(65), account)).toEqual([
      'The password must have at most 128 characters.',
    ]);
  });

  it('refuses common passwords and ones of one or two characters', () => {
    for (const password of ['Password1234', '123456789012', 'abababababab']) {
      expect(newPasswordProblems(password, account)).toEqual([
        'This password is too common. Choose one that is harder to guess.',
      ]);
    }
  });

  it('refuses a password made of the e-mail address', () => {
    expect(newPasswordProblems('sam.keeper@club.test', account)).toEqual([
      'The password must not contain your e-mail address.',
    ]);
    expect(newPasswordProblems('my sam.keeper secret', account)).toHaveLength(1);
  });
});
