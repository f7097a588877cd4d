import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { STRONG_PASSWORD, TEMPLATES, linkIn, uniqueEmail, waitForMessage } from './accounts';

export interface TeamCleaner {
  name: string;
  email: string;
  /** The cleaner's own browser context, signed in and a member of the host's team. */
  context: BrowserContext;
  /** A call to the API as the cleaner (their cookies, a browser's origin). */
  post<T>(path: string, data?: object): Promise<T>;
  get<T>(path: string): Promise<T>;
}

/**
 * A cleaner on the signed-in host's team, made as a person would through the API: invited by the
 * host (`hostPage`'s session), signed up from the invitation, email confirmed, invitation accepted.
 * Their context is closed when the test finishes.
 */
export async function addTeamCleaner(hostPage: Page, browser: Browser, name: string, onTestFinished: (fn: () => Promise<void>) => void): Promise<TeamCleaner> {
  const baseURL = inject('baseURL');
  const headers = { origin: new URL(baseURL).origin };
  const email = uniqueEmail('cleaner');
  const invited = await hostPage.request.post('/api/auth/organization/invite-member', { data: { email, role: 'cleaner' }, headers });
  if (!invited.ok()) throw new Error(`Inviting ${email} answered ${invited.status()}: ${await invited.text()}`);
  const invitationId = ((await invited.json()) as { id: string }).id;

  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
  onTestFinished(() => context.close());
  const signUp = await context.request.post('/api/auth/sign-up/email', { data: { name, email, password: STRONG_PASSWORD, callbackURL: `/accept-invite?id=${invitationId}` }, headers });
  if (!signUp.ok()) throw new Error(`Signing up ${email} answered ${signUp.status()}: ${await signUp.text()}`);
  const confirmation = await waitForMessage(hostPage, { to: email, template: TEMPLATES.verifyEmail });
  // Following the confirmation link signs the cleaner in (its cookie lands in their context).
  await context.request.get(linkIn(confirmation), { maxRedirects: 0 });
  const accepted = await context.request.post('/api/auth/organization/accept-invitation', { data: { invitationId }, headers });
  if (!accepted.ok()) throw new Error(`Accepting the invitation answered ${accepted.status()}: ${await accepted.text()}`);

  const call = async <T>(method: 'get' | 'post', path: string, data?: object): Promise<T> => {
    const response = method === 'get' ? await context.request.get(path) : await context.request.post(path, { data: data ?? {}, headers });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} as ${name} answered ${response.status()}: ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  return { name, email, context, post: (path, data) => call('post', path, data), get: (path) => call('get', path) };
}
