import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, platformErrors } from '../errors/app-error';
import type { Logger } from '../log/logger';
import type { AppBindings } from './app-env';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; requestId: string };
}

export function errorResponse(c: Context<AppBindings>, error: AppError) {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details !== undefined ? { details: error.details } : {}),
      requestId: c.get('requestId'),
    },
  };
  return c.json(body, error.status);
}

/** Turns anything thrown into the wire format; internals never reach the client. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return platformErrors.payloadTooLarge();
    if (error.status === 400 && /json/i.test(error.message)) return platformErrors.malformedJson();
    if (error.status === 404) return platformErrors.notFound();
    if (error.status < 500) return new AppError('platform.bad-request', error.status, error.message || 'The request could not be understood.');
  }
  return platformErrors.internal();
}

export function errorHandler(log: Logger) {
  return (error: Error, c: Context<AppBindings>) => {
    const appError = toAppError(error);
    const reqId = c.get('requestId');
    if (appError.status >= 500) log.error({ reqId, err: error }, 'request failed');
    else log.debug({ reqId, code: appError.code }, 'request rejected');
    return errorResponse(c, appError);
  };
}
