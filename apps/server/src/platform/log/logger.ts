import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret'],
      censor: '[redacted]',
    },
    ...(options.pretty && hasPrettyPrinter()
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  });
}

/**
 * Whether people read this process's logs in a terminal (development, stdout a TTY): then they are
 * pretty-printed and each request's line is at debug level; otherwise JSON lines for machines.
 */
export function logsForPeople(env: { NODE_ENV: string }): boolean {
  return env.NODE_ENV === 'development' && process.stdout.isTTY === true;
}

/** pino-pretty is a dev dependency: an install without them (npm ci --omit=dev) logs JSON, as in production. */
function hasPrettyPrinter(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
