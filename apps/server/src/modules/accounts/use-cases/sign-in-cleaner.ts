import { eq } from 'drizzle-orm';
import type { AccountsDeps } from '../accounts.deps';
import { accountsErrors } from '../accounts.errors';
import { findMembership, findUserByEmail, findWorkspaceByCleanerCode } from '../accounts.repo';
import { accounts, sessions } from '../accounts.tables';
import type { Auth } from '../auth/create-auth';
import { normalizeCleanerCode } from '../domain/cleaner-code';

/**
 * The cleaner portal's sign-in: the team's cleaner code, then the cleaner's own email and
 * password. A wrong code, unknown email or wrong password get the same answer; only after the
 * password is right does a host account hear that it is not a cleaner of that team. On success
 * the session starts in that team's workspace; the response carries better-auth's cookies.
 */
export async function signInCleaner(
  deps: Pick<AccountsDeps, 'db'>,
  auth: Auth,
  input: { cleanerCode: string; email: string; password: string },
  headers: Headers,
): Promise<Response> {
  const workspace = await findWorkspaceByCleanerCode(deps.db, normalizeCleanerCode(input.cleanerCode));
  const user = await findUserByEmail(deps.db, input.email);
  const context = await auth.$context;
  const [credential] = user ? await deps.db.select().from(accounts).where(eq(accounts.userId, user.id)).limit(1) : [];
  // Hash even when there is nothing to compare with, so timing does not tell accounts apart.
  const passwordMatches = credential?.password
    ? await context.password.verify({ hash: credential.password, password: input.password })
    : (await context.password.hash(input.password), false);
  if (!workspace || !user || !passwordMatches) throw accountsErrors.cleanerSignInFailed();
  const membership = await findMembership(deps.db, user.id, workspace.id);
  if (membership?.role !== 'cleaner') throw accountsErrors.notACleaner();

  const response = await auth.api.signInEmail({ body: { email: user.email, password: input.password }, headers, asResponse: true });
  if (response.ok) {
    const { token } = (await response.clone().json()) as { token?: string };
    if (token) await deps.db.update(sessions).set({ activeOrganizationId: workspace.id }).where(eq(sessions.token, token));
  }
  return response;
}
