import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject, test as baseTest } from 'vitest';
import { waitForHydration } from './hydration';
import { ARTIFACTS_DIR } from './paths';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Device = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>;

/**
 * Each test is its own visitor with its own client address. The server under test trusts
 * X-Forwarded-For (TRUST_PROXY, see cohost-server.ts), so its per-address rate limits on
 * sign-ups, sign-ins and texted codes count per test, as they would per real visitor, rather
 * than for the whole run.
 */
function visitorAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const DESKTOP: Device = { viewport: { width: 1280, height: 800 } };
export const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Journeys run in a real Chromium against the real server. One browser per file keeps start-up
 * cost low; a fresh context per test means no test sees another's cookies or storage.
 *
 * Any console error or uncaught page error fails the test (epic-stack habit): a journey that
 * "passes" while the app logs errors is hiding a bug. Expected ones are listed per suite with
 * `test.override('allowedBrowserErrors', [...])`, matched against lines such as
 * `console: <text> [<url>]` or `pageerror: <message>`.
 */
export const test = baseTest
  // Vitest reads fixture dependencies from the destructuring pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch({ executablePath: inject('chromePath'), args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('device', DESKTOP)
  .extend('allowedBrowserErrors', [] as RegExp[])
  .extend('page', async ({ browser, device, allowedBrowserErrors, task }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({
      ...device,
      baseURL: inject('baseURL'),
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const page = await context.newPage();
    const browserErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(`console: ${message.text()} [${message.location().url}]`);
    });
    page.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
    // A prerendered page shows before it answers clicks: loading one waits until it does.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };

    onCleanup(async () => {
      const unexpected = browserErrors.filter((line) => !allowedBrowserErrors.some((pattern) => pattern.test(line)));
      try {
        // The runner has already settled the test's state when fixtures are cleaned up.
        if (task.result?.state === 'fail' || unexpected.length > 0) await saveScreenshot(page, task.fullName);
      } finally {
        await context.close();
      }
      if (unexpected.length > 0) {
        throw new Error(`Unexpected browser errors:\n${unexpected.map((line) => `  - ${line}`).join('\n')}`);
      }
    });
    return page;
  });

async function saveScreenshot(page: Page, testName: string): Promise<void> {
  const fileName = `${testName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.png`;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, fileName);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    console.error(`e2e: screenshot of the failed journey saved to ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error(`e2e: could not save a screenshot (${(error as Error).message})`);
  }
}

/**
 * Marks the current document so a later check can tell a client-side navigation (mark kept)
 * from a full page load (mark gone).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const mark = `e2e-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (globalThis as Record<string, unknown>).__e2eDocumentMark = value;
  }, mark);
  return () => page.evaluate((value) => (globalThis as Record<string, unknown>).__e2eDocumentMark === value, mark);
}
