import pino, { type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogLevel } from './config.js';
import { errorWithoutValues } from './logSerializers.js';

/** Where log lines go: the process's standard output unless a test says otherwise. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Structured JSON logs; readable lines only when a person watches a terminal.
 * Readable lines are formatted and written on this thread, one synchronous
 * write each (no transport thread), so they keep their place among the lines
 * `touchline start` prints itself instead of landing between them later.
 */
export function createLogger(level: LogLevel, output: LogOutput = process.stdout): Logger {
  const serializers = { err: errorWithoutValues, error: errorWithoutValues };
  return pino({ level, serializers }, output.isTTY === true ? readableLines(output) : output);
}

function readableLines(output: LogOutput): DestinationStream {
  const format = prettyFactory({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
  return {
    write: (line: string) => {
      output.write(format(line));
    },
  };
}
