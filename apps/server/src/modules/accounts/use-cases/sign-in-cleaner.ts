import { getIP } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { AccountsDeps } from '../accounts.deps';
import { CLEANER_SIGN_IN_RATE_LIMIT } from '../accounts.constants';
import { accountsErrors } from '../accounts.errors';
import { consumeRateLimit, findMembership, findUserByEmail, findWorkspaceByCleanerCode } from '../accounts.repo';
import { accounts, sessions } from '../accounts.tables';
import type { Auth } from '../auth/create-auth';
import { normalizeCleanerCode } from '../domain/cleaner-code';
import { guardSignInAttempt } from './guard-sign-in-attempt';

/**
 * The cleaner portal's sign-in: the team's cleaner code, then the cleaner's own email and
 * password. Attempts are limited per client address as better-auth limits sign-in (`headers`
 * carry our client address header). A wrong code, an unknown email, a wrong password and an
 * account that is not a cleaner of that team get one answer, after the same work, so the portal
 * never confirms a password. On success the session starts in that team's workspace; the
 * response carries better-auth's cookies.
 */
export async function signInCleaner(
  deps: Pick<AccountsDeps, 'db' | 'messages' | 'publicUrl'>,
  auth: Auth,
  input: { cleanerCode: string; email: string; password: string },
  headers: Headers,
): Promise<Response> {
  // Keyed like better-auth's own limits (same address resolution and IPv6 grouping); wall time,
  // because better-auth prunes that table by wall time.
  const key = `${getIP(headers, auth.options) ?? 'no-trusted-ip'}|${CLEANER_SIGN_IN_RATE_LIMIT.path}`;
  if (!(await consumeRateLimit(deps.db, key, CLEANER_SIGN_IN_RATE_LIMIT, Date.now()))) throw accountsErrors.tooManyAttempts();

  const workspace = await findWorkspaceByCleanerCode(deps.db, normalizeCleanerCode(input.cleanerCode));
  const user = await findUserByEmail(deps.db, input.email);
  // Per account too, whatever the address: refused before the password is checked.
  if (user) await guardSignInAttempt(deps, user);
  const membership = workspace && user ? await findMembership(deps.db, user.id, workspace.id) : null;
  const context = await auth.$context;
  const [credential] = user ? await deps.db.select().from(accounts).where(eq(accounts.userId, user.id)).limit(1) : [];
  // Hash even when there is nothing to compare with, so timing does not tell accounts apart.
  const passwordMatches = credential?.password
    ? await context.password.verify({ hash: credential.password, password: input.password })
    : (await context.password.hash(input.password), false);
  if (!workspace || !user || !passwordMatches || membership?.role !== 'cleaner') throw accountsErrors.cleanerSignInFailed();

  const response = await auth.api.signInEmail({ body: { email: user.email, password: input.password }, headers, asResponse: true });
  if (response.ok) {
    const { token } = (await response.clone().json()) as { token?: string };
    if (token) await deps.db.update(sessions).set({ activeOrganizationId: workspace.id }).where(eq(sessions.token, token));
  }
  return response;
}
