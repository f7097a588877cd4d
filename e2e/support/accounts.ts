import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** One email or text as received: from the SMTP sink and Twilio stand-in, or the dev outbox. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  template: string;
  createdAt: string;
}

export const TEMPLATES = {
  verifyEmail: 'accounts.verify-email',
  resetPassword: 'accounts.reset-password',
  phoneCode: 'accounts.phone-code',
  invitation: 'accounts.invitation',
} as const;

/** A password the server's strength check accepts. */
export const STRONG_PASSWORD = 'violet-harbor-92-lantern';

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/** An address no other test (or run) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomDigits(6)}@example.com`;
}

/** A North American number in area code 555, which is assigned to no one. */
export function uniquePhone(): string {
  return `+1555${randomDigits(7)}`;
}

/**
 * The newest message to `to` from `template`, waiting for it to be queued. Messages whose ids
 * are in `seen` do not count, so a resend can be told from the first send.
 */
export async function waitForMessage(
  page: Page,
  { to, template, seen = [] }: { to: string; template: string; seen?: string[] },
): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  // Read what the SMTP sink and Twilio stand-in received, as a person would; against an external
  // server (E2E_BASE_URL) fall back to its developer outbox.
  const mailboxURL = inject('mailboxURL');
  while (Date.now() < deadline) {
    const response = mailboxURL
      ? await page.request.get(`${mailboxURL}/messages`)
      : await page.request.get('/dev/outbox.json', { params: { to, template } });
    if (!response.ok()) throw new Error(`Reading messages answered ${response.status()}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const fresh = messages.find((message) => message.to === to && message.template === template && !seen.includes(message.id));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No ${template} message to ${to} arrived within 10 s.`);
}

export function linkIn(message: OutboxMessage): string {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No link in the message: ${message.text}`);
  return link;
}

export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the message: ${message.text}`);
  return code;
}

async function postAuth(page: Page, path: string, data: object): Promise<unknown> {
  // A browser sends its origin with every write; better-auth and the same-origin guard check it.
  const headers = { origin: new URL(inject('baseURL')).origin };
  const response = await page.request.post(`/api/auth${path}`, { data, headers });
  if (!response.ok()) throw new Error(`POST /api/auth${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

export interface Host {
  name: string;
  email: string;
  password: string;
}

/**
 * A host who signed up by email and confirmed it, made through the API. The page's browser
 * stays signed out: the confirmation link is followed outside it.
 */
export async function createConfirmedHost(page: Page, label: string, { confirmed = true } = {}): Promise<Host> {
  const host = { name: `Host ${label}`, email: uniqueEmail(label), password: STRONG_PASSWORD };
  await postAuth(page, '/sign-up/email', { ...host, callbackURL: '/email-verified' });
  if (confirmed) {
    const message = await waitForMessage(page, { to: host.email, template: TEMPLATES.verifyEmail });
    const response = await fetch(linkIn(message), { redirect: 'manual' });
    if (response.status !== 302) throw new Error(`The confirmation link answered ${response.status}.`);
  }
  return host;
}

/** Signs the page's browser in (its cookies) through the API, skipping the sign-in screens. */
export async function signInByApi(page: Page, account: { email: string; password: string }): Promise<void> {
  await postAuth(page, '/sign-in/email', { email: account.email, password: account.password });
}

/** Signs the page's browser in as a new phone-only host (the code arrives in the outbox). */
export async function signInAsNewHostByPhone(page: Page): Promise<{ phoneNumber: string }> {
  const phoneNumber = uniquePhone();
  await postAuth(page, '/phone-number/send-otp', { phoneNumber });
  const message = await waitForMessage(page, { to: phoneNumber, template: TEMPLATES.phoneCode });
  await postAuth(page, '/phone-number/verify', { phoneNumber, code: codeIn(message) });
  return { phoneNumber };
}

/** The current code of an authenticator app set up from `otpauth://…` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The server takes each code once: waits (up to 30 s) for the app to show a different one. */
export async function nextTotpCode(otpauthUri: string, usedCode: string): Promise<string> {
  let code = totpCode(otpauthUri);
  while (code === usedCode) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    code = totpCode(otpauthUri);
  }
  return code;
}

/**
 * Turns on authenticator-app sign-in for a confirmed host (signing in, enabling, confirming
 * with a first code, signing out again through the API). Returns the app's setup URI and the
 * code already used.
 */
export async function enableTwoFactor(page: Page, host: Host): Promise<{ totpURI: string; usedCode: string }> {
  await postAuth(page, '/sign-in/email', { email: host.email, password: host.password });
  const { totpURI } = (await postAuth(page, '/two-factor/enable', { password: host.password })) as { totpURI: string };
  const usedCode = totpCode(totpURI);
  await postAuth(page, '/two-factor/verify-totp', { code: usedCode });
  await postAuth(page, '/sign-out', {});
  return { totpURI, usedCode };
}
