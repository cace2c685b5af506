import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first and last words of a name, upper-cased', () => {
    expect(initialsOf('Touchline FC')).toBe('TF');
    expect(initialsOf('  jamie  de la  cruz ')).toBe('JC');
  });

  it('takes two letters of a single word and nothing of an empty name', () => {
    expect(initialsOf('hoops')).toBe('HO');
    expect(initialsOf('   ')).toBe('');
  });
});
