import { describe, expect, it } from 'vitest';
import { checkDataUri } from './checkDataUri';

describe('checkDataUri', () => {
  it.each([
    'https://chunks.memfault.com/api/v0/chunks/EDGE-1',
    'http://localhost:8080/chunks',
    'http://127.0.0.1/chunks',
    'http://[::1]:9000/chunks',
  ])('accepts %s', (uri) => {
    expect(checkDataUri(uri).href).toBe(new URL(uri).href);
  });

  it.each([
    ['http://chunks.memfault.com/x', 'Refused to send diagnostics to http://chunks.memfault.com/x'],
    ['http://localhost.evil.test/x', 'must use https'],
    ['ftp://localhost/x', 'must use https'],
    ['javascript:alert(1)', 'must use https'],
    ['https://user:secret@chunks.test/x', 'the data URI carries credentials'],
    ['chunks.memfault.com', "The tracker's data URI is not a valid address"],
  ])('refuses %s', (uri, message) => {
    expect(() => checkDataUri(uri)).toThrow(message);
  });
});
