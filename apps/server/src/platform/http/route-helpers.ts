import { z } from '@hono/zod-openapi';
import { ErrorResponseSchema } from '@cohost/shared';

/** A JSON response (or request) content of an OpenAPI operation. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** A required JSON request body. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/**
 * A path parameter. Any string reaches the use case, which answers 404 for a malformed id
 * (not a 400 that tells ids apart).
 */
export const param = (name: string, maxLength = 100) => z.string().min(1).max(maxLength).openapi({ param: { name, in: 'path' } });

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not possible in its current state',
  410: 'Expired',
  413: 'Too large',
  415: 'Not a type that is taken',
  422: 'A limit was reached',
  429: 'Too many requests',
  502: 'Another service did not answer',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * The error responses an operation may answer, in the usual error shape; a module words a
 * status its own way with `descriptions` (e.g. who gets a 403).
 */
export function errors<const S extends ErrorStatus>(statuses: readonly S[], descriptions: Partial<Record<S, string>> = {}) {
  const responses = {} as Record<S, ReturnType<typeof json<typeof ErrorResponseSchema>>>;
  for (const status of statuses) responses[status] = json(ErrorResponseSchema, descriptions[status] ?? ERROR_DESCRIPTIONS[status]);
  return responses;
}
