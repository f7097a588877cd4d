import type { Page } from 'playwright-core';
import { waitForHydration } from './hydration';

export interface Screen {
  path: string;
  /** The screen's level-1 heading, matched exactly. */
  heading: string;
}

/**
 * Waits until the browser shows `screen`: its path in the address bar and its level-1 heading
 * on the page, and the page answers clicks (a prerendered page is hydrated). All auto-wait, so
 * lazy-loaded screens and client-side navigation need no sleeps.
 */
export async function expectScreen(page: Page, screen: Screen): Promise<void> {
  await page.waitForURL((url) => url.pathname === screen.path);
  await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
  await waitForHydration(page);
}
