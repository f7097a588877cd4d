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
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
