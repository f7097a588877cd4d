import { ApiError } from './api/call-api';

/** Field problems keyed by dotted path (`address.city`, `listing.currency`), as forms show them. */
export type FieldErrors = Record<string, string>;

/** The first problem per field of a failed shared-schema check (the same rules the server applies). */
export function zodFieldErrors(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's field problems (a 400's `details`), keyed the same way. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) for (const field of error.fields) errors[field.path] ??= field.message;
  return errors;
}
