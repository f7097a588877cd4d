/**
 * A refused or failed call to our accounts API: the server's message (`{ error: { message } }`),
 * or the screen's fallback when no answer came.
 */
export class AccountApiError extends Error {
  readonly status: number | null;
  readonly code: string | null;

  constructor(message: string, status: number | null, code: string | null) {
    super(message);
    this.name = 'AccountApiError';
    this.status = status;
    this.code = code;
  }
}

interface ApiAnswer<T> {
  data?: T;
  error?: { error?: { code?: string; message?: string } } | unknown;
  response: Response;
}

/** Runs one `lib/api` call and turns its answer into the data or an `AccountApiError`. */
export async function callAccountApi<T>(request: () => Promise<ApiAnswer<T>>, fallback: string): Promise<T> {
  let answer: ApiAnswer<T>;
  try {
    answer = await request();
  } catch {
    throw new AccountApiError(fallback, null, null);
  }
  if (answer.data === undefined || !answer.response.ok) {
    const body = (answer.error as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new AccountApiError(body?.message?.trim() || fallback, answer.response.status, body?.code ?? null);
  }
  return answer.data;
}

export function describeAccountError(error: unknown, fallback: string): string {
  return error instanceof AccountApiError ? error.message : fallback;
}
