import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { MAX_FIT_BYTES, MAX_FIT_MESSAGES } from '../importLimits.js';
import { encodeFitActivity, resignFit } from '../testing/fitFiles.js';
import { parseFit } from './parseFit.js';

// 2020-01-06T10:00:00Z in seconds since the FIT epoch (1989-12-31T00:00:00Z).
const START_S = (Date.UTC(2020, 0, 6, 10) - Date.UTC(1989, 11, 31)) / 1000;
const at = (timestampS: number) => ({ timestampS, latitudeDeg: 51.5, longitudeDeg: -0.1 });

function problem(bytes: Uint8Array): string {
  try {
    parseFit(bytes);
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

/** A valid FIT file of `count` copies of one small message: the last one of the encoded file. */
function fitOfManyMessages(count: number): Uint8Array {
  const one = encodeFitActivity([at(START_S)]);
  const two = encodeFitActivity([at(START_S), at(START_S)]);
  const message = two.subarray(one.length - 2, two.length - 2);
  const body = one.subarray(0, one.length - 2);
  const file = new Uint8Array(body.length + (count - 1) * message.length + 2);
  file.set(body);
  for (let i = 0; i < count - 1; i++) file.set(message, body.length + i * message.length);
  return resignFit(file);
}

describe('parseFit limits', () => {
  it('reads an activity of two times', () => {
    const track = parseFit(encodeFitActivity([at(START_S), at(START_S + 1)]), { fallbackId: 'x' });
    expect([...track.timeMs]).toEqual([Date.UTC(2020, 0, 6, 10), Date.UTC(2020, 0, 6, 10, 0, 1)]);
    expect(track.id).toBe('1234');
  });

  it('refuses records that all share one time, or span more than 24 hours', () => {
    expect(problem(encodeFitActivity([at(START_S), at(START_S), at(START_S)]))).toBe(
      'every sample has the same time (2020-01-06T10:00:00.000Z): the file has no duration',
    );
    expect(problem(encodeFitActivity([at(START_S), at(START_S + 86_401)]))).toBe(
      'the samples span more than 24 hours (2020-01-06T10:00:00.000Z to ' +
        '2020-01-07T10:00:01.000Z): a file holds one session; is a timestamp wrong?',
    );
  });

  it('stops decoding past the message cap', () => {
    // Below the cap the file is decoded to the end (its copies share one time).
    expect(problem(fitOfManyMessages(1_000))).toMatch(/^every sample has the same time/);
    expect(problem(fitOfManyMessages(MAX_FIT_MESSAGES + 10))).toMatch(
      /^record \d+: the FIT file has more than 500,000 messages: no recording of one session has that many$/,
    );
  });

  it('refuses a file larger than the FIT cap before decoding it', () => {
    expect(problem(new Uint8Array(MAX_FIT_BYTES + 1))).toBe(
      'the FIT file is larger than 32 MB: no activity recording of one session is that large',
    );
  });
});
