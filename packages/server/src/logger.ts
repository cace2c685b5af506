import pino, { type Logger } from 'pino';
import type { LogLevel } from './config.js';

/** Structured JSON logs; readable lines only when a person watches a terminal. */
export function createLogger(level: LogLevel): Logger {
  if (process.stdout.isTTY) {
    return pino({
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino({ level });
}
