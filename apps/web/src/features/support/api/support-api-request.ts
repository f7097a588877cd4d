/** A refused or failed call to the support API: the server's message, or the screen's fallback. */
export class SupportApiError extends Error {
  override readonly name = 'SupportApiError';

  constructor(
    message: string,
    readonly status: number | null,
    /** Field problems of a 400 (`{ path, message }`), for the form. */
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

/** Runs one `lib/api` call and turns its answer into the data or a `SupportApiError`. */
export async function callSupportApi<T>(request: () => Promise<ApiAnswer<T>>, fallback: string): Promise<T> {
  let answer: ApiAnswer<T>;
  try {
    answer = await request();
  } catch {
    throw new SupportApiError(fallback, null);
  }
  if (answer.data === undefined || !answer.response.ok) {
    const body = (answer.error as { error?: { message?: string; details?: unknown } } | undefined)?.error;
    const fields = Array.isArray(body?.details) ? (body.details as Array<{ path: string; message: string }>) : [];
    throw new SupportApiError(body?.message?.trim() || fallback, answer.response.status, fields);
  }
  return answer.data;
}
