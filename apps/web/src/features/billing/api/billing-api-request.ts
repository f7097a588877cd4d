/**
 * A refused or failed call to our billing API: the server's message (`{ error: { message } }`),
 * or the screen's fallback when no answer came. `code` lets a screen tell, say, a full
 * Founders Circle (`billing.founders-full`) from any other refusal.
 */
export class BillingApiError extends Error {
  override readonly name = 'BillingApiError';

  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Runs one `lib/api` call and turns its answer into the data or a `BillingApiError`. */
export async function callBillingApi<T>(request: () => Promise<ApiAnswer<T>>, fallback: string): Promise<T> {
  let answer: ApiAnswer<T>;
  try {
    answer = await request();
  } catch {
    throw new BillingApiError(fallback, null, null);
  }
  if (answer.data === undefined || !answer.response.ok) {
    const body = (answer.error as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new BillingApiError(body?.message?.trim() || fallback, answer.response.status, body?.code ?? null);
  }
  return answer.data;
}

/** The message to show for a failed billing call. */
export function describeBillingError(error: unknown, fallback: string): string {
  return error instanceof BillingApiError ? error.message : fallback;
}

/** Every billing query starts with this key, so a payment or plan change refreshes them all. */
export const BILLING_QUERY_KEY = ['billing'] as const;
