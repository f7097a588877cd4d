/**
 * A refused or failed call to our API: the server's message (`{ error: { code, message, details } }`),
 * or the screen's fallback when no answer came. `code` tells refusals apart (say, a full Founders
 * Circle); `fields` holds a 400's field problems for forms.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly fields: Array<{ path: string; message: string }> = [],
  ) {
    super(message);
  }
}

interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Runs one `lib/api` call and turns its answer into the data or an `ApiError`. */
export async function callApi<T>(request: () => Promise<ApiAnswer<T>>, fallback: string): Promise<T> {
  let answer: ApiAnswer<T>;
  try {
    answer = await request();
  } catch {
    throw new ApiError(fallback, null, null);
  }
  // A 204 (saved, removed) has no body: that is its answer, not a failure.
  if (!answer.response.ok || (answer.data === undefined && answer.response.status !== 204)) {
    const body = (answer.error as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    const fields = Array.isArray(body?.details) ? (body.details as Array<{ path: string; message: string }>) : [];
    throw new ApiError(body?.message?.trim() || fallback, answer.response.status, body?.code ?? null, fields);
  }
  return answer.data as T;
}

/** The message to show for a failed call. */
export function describeApiError(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
