/** What better-auth's client returns as `error` (its fetch error shape). */
export interface AuthErrorBody {
  status: number;
  statusText?: string;
  message?: string;
  code?: string;
  /** Why a new password was refused (code PASSWORD_TOO_WEAK). */
  reasons?: unknown;
}

/**
 * A refused or failed accounts request. `serverMessage` is what the server said, when it said
 * anything; screens show it, or their own fallback from the brief.
 */
export class AuthRequestError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly reasons: string[];

  constructor(body: AuthErrorBody | null, fallback: string) {
    const serverMessage = body?.message?.trim() || null;
    super(serverMessage ?? fallback);
    this.name = 'AuthRequestError';
    this.status = body?.status ?? null;
    this.code = body?.code ?? null;
    this.serverMessage = serverMessage;
    this.reasons = Array.isArray(body?.reasons) ? body.reasons.filter((reason): reason is string => typeof reason === 'string') : [];
  }
}

/**
 * The toast for a failed request: the server's message; when the server refused without one,
 * `refusedFallback`; when no answer came at all (offline, server down), `failedFallback`.
 */
export function describeAuthError(error: unknown, fallbacks: { refused: string; failed: string }): string {
  if (error instanceof AuthRequestError) return error.serverMessage ?? (error.status ? fallbacks.refused : fallbacks.failed);
  return fallbacks.failed;
}

/**
 * Runs one better-auth client call and turns its `{ data, error }` answer into a value or an
 * `AuthRequestError`; a network failure becomes one too.
 */
export async function callAuth<T>(request: () => Promise<{ data: T | null; error: AuthErrorBody | null }>, fallback: string): Promise<T> {
  let answer: { data: T | null; error: AuthErrorBody | null };
  try {
    answer = await request();
  } catch {
    throw new AuthRequestError(null, fallback);
  }
  if (answer.error) throw new AuthRequestError(answer.error, fallback);
  if (answer.data === null) throw new AuthRequestError(null, fallback);
  return answer.data;
}
