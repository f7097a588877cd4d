/** A refused or failed team request; the message is the server's when it gave one. */
export class TeamRequestError extends Error {
  override readonly name = 'TeamRequestError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Runs one better-auth client call and turns its `{ data, error }` answer into a value or a `TeamRequestError`. */
export async function callTeam<T>(
  request: () => Promise<{ data: T | null; error: { status: number; message?: string } | null }>,
  fallback: string,
): Promise<T> {
  let answer: { data: T | null; error: { status: number; message?: string } | null };
  try {
    answer = await request();
  } catch {
    throw new TeamRequestError(fallback, null);
  }
  if (answer.error) throw new TeamRequestError(answer.error.message?.trim() || fallback, answer.error.status);
  if (answer.data === null) throw new TeamRequestError(fallback, null);
  return answer.data;
}
