import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type use cases throw. `code` is `<module>.<name>`; `message` is written for
 * the person who will read it; `details` carries field problems for forms.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Declares a module's error codes once, so routes, tests and docs share them. */
export function defineErrors<const T extends Record<string, { status: ContentfulStatusCode; message: string }>>(
  module: string,
  errors: T,
) {
  type Factory = { [K in keyof T]: (details?: unknown, message?: string) => AppError };
  const factories = {} as Factory;
  for (const [name, spec] of Object.entries(errors)) {
    (factories as Record<string, (details?: unknown, message?: string) => AppError>)[name] = (details, message) =>
      new AppError(`${module}.${toKebab(name)}`, spec.status, message ?? spec.message, details);
  }
  return factories;
}

export const platformErrors = defineErrors('platform', {
  notFound: { status: 404, message: 'There is nothing at this address.' },
  malformedJson: { status: 400, message: 'The request body is not valid JSON.' },
  invalidInput: { status: 400, message: 'Some fields are missing or invalid.' },
  payloadTooLarge: { status: 413, message: 'The request body is too large.' },
  crossOrigin: { status: 403, message: 'Requests from other sites are not accepted.' },
  unknownHost: { status: 421, message: 'This server does not answer for that address.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
});

function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
