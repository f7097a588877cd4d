import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { PHONE } from './browser';

/**
 * The guest: another person on a phone, with no account and no cookies of the host's, from an
 * address of their own (the guest page's per-address limits). Their page's console errors fail
 * the journey when it cleans up. Waits for the page's greeting.
 */
export async function openGuestPage(browser: Browser, guestPath: string, greeting: string, onCleanup: (cleanup: () => Promise<void>) => void): Promise<Page> {
  const address = `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ ...PHONE, baseURL: inject('baseURL'), extraHTTPHeaders: { 'x-forwarded-for': address } });
  const guest = await context.newPage();
  const errors: string[] = [];
  guest.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  guest.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  onCleanup(async () => {
    await context.close();
    if (errors.length > 0) throw new Error(`Unexpected errors on the guest page:\n${errors.join('\n')}`);
  });
  await guest.goto(guestPath);
  await guest.getByRole('heading', { level: 1, name: greeting }).waitFor();
  return guest;
}
