import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { DESKTOP, PHONE, test, type Device } from '../support/browser';
import { startCohostServer, type CohostServer } from '../support/cohost-server';
import { expectScreen } from '../support/expect-screen';
import { ARTIFACTS_DIR } from '../support/paths';

// An installation run for itself (BILLING=off, demo seeded as `npm start` does): nothing is sold,
// and the billing screen says so instead of showing plans, a trial or upgrade prompts.

const BILLING_OFF_TEXT = 'Billing is off on this installation: every feature is available without a plan.';
const SERVER_LOG = path.join(ARTIFACTS_DIR, 'server-billing-off.log');

describe('BILLING=off', () => {
  let server: CohostServer;

  beforeAll(async () => {
    server = await startCohostServer({ logFile: SERVER_LOG, env: { BILLING: 'off', SEED_DEMO: 'true' } });
  });
  afterAll(() => server?.stop());

  // Its own browser context: the `page` fixture belongs to the shared server.
  async function visit(browser: Browser, device: Device): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ ...device, baseURL: server.baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors, close: () => context.close() };
  }

  function demoLogin(): { email: string; password: string } {
    const match = /Demo login: (\S+@\S+) \/ (\S+)/.exec(fs.readFileSync(SERVER_LOG, 'utf8'));
    if (!match?.[1] || !match[2]) throw new Error(`${SERVER_LOG} shows no demo login`);
    return { email: match[1], password: match[2] };
  }

  for (const [label, device] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`the demo host's billing screen says billing is off, with no plan, trial or upgrade (${label})`, async ({ browser }) => {
      const { page, errors, close } = await visit(browser, device);
      try {
        const signIn = await page.request.post('/api/auth/sign-in/email', { data: demoLogin(), headers: { origin: server.baseURL } });
        expect(signIn.status()).toBe(200);
        await page.goto('/billing');
        await expectScreen(page, { path: '/billing', heading: 'Billing' });
        await page.getByTestId('billing-off').getByText(BILLING_OFF_TEXT, { exact: true }).waitFor();
        await page.getByTestId('usage-properties').getByText(/· no limit$/).waitFor();
        expect(await page.getByText(/Free trial/).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Change Plan|Upgrade|Choose/ }).count()).toBe(0);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `billing-off-${label}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  test('the public pages sell nothing: no Founders offer on /, no plans or trial on /pricing', async ({ browser }) => {
    const html = await (await fetch(new URL('/', server.baseURL))).text();
    expect(html).toContain('<div id="root" data-prerendered="marketing">');
    expect(html).not.toContain('Secure Your Spot for $1');

    const { page, errors, close } = await visit(browser, DESKTOP);
    try {
      await page.goto('/pricing');
      await expectScreen(page, { path: '/pricing', heading: 'Pricing' });
      await page.getByTestId('pricing-billing-off').getByText(BILLING_OFF_TEXT, { exact: false }).waitFor();
      expect(await page.getByText('14-day free trial').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Start Free Trial' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
