import { randomBytes } from 'node:crypto';
import type { Auth } from '../auth/create-auth';
import { DEMO_HOST_EMAIL, DEMO_HOST_NAME } from '../accounts.constants';

export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * The demo workspace's host: a confirmed account with a random password made for this
 * installation (never a shared default), created through better-auth so it is like any other
 * account — its workspace comes from the same hook as a real sign-up's. Idempotent: returns null
 * when the demo host exists already.
 */
export async function seedDemoHost(auth: Auth): Promise<DemoLogin | null> {
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(DEMO_HOST_EMAIL)) return null;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const user = await context.internalAdapter.createUser({ name: DEMO_HOST_NAME, email: DEMO_HOST_EMAIL, emailVerified: true }, { method: 'admin' });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return { email: DEMO_HOST_EMAIL, password };
}
