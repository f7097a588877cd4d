import createClient from 'openapi-fetch';

import type { paths } from './schema';

/** Typed client for the Cohost API; the types come from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '/' });
