import { describe, expect, it } from 'vitest';
import { parseAuthorization } from './parseAuthorization';

describe('parseAuthorization', () => {
  it('splits at the first colon and trims the value', () => {
    expect(parseAuthorization('Memfault-Project-Key:  abc:def ')).toEqual({
      name: 'Memfault-Project-Key',
      value: 'abc:def',
    });
    expect(parseAuthorization('Authorization: Bearer x.y.z')).toEqual({
      name: 'Authorization',
      value: 'Bearer x.y.z',
    });
  });

  it.each(['no colon here', ':value', 'Memfault-Project-Key:', 'Bad Name:value'])(
    "refuses '%s' as 'Invalid authorization config'",
    (config) => {
      expect(() => parseAuthorization(config)).toThrow('Invalid authorization config');
    },
  );
});
