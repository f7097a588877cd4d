import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject, describe, expect, beforeAll, afterAll } from 'vitest';
import { DESKTOP, PHONE, test } from '../support/browser';
import { startCohostServer, type CohostServer } from '../support/cohost-server';
import { expectScreen } from '../support/expect-screen';
import { waitForHydration } from '../support/hydration';
import { ARTIFACTS_DIR } from '../support/paths';

// The public pages are rendered at build time and served as HTML (ADR 008); the browser then
// hydrates them. These journeys prove the HTML is the page, and that hydration is clean: any
// console error (React reports a hydration mismatch as one) fails the test (support/browser.ts).

const HERO = 'Your AI co-host for short-term rentals';

const PAGES = [
  { path: '/', heading: HERO, prerendered: 'founders', text: 'Secure Your Spot for $1' },
  { path: '/homepage', heading: HERO, prerendered: 'page', text: 'Watch Demo' },
  { path: '/pricing', heading: 'Pricing', prerendered: 'page', text: '14-day free trial' },
  { path: '/faq', heading: 'FAQ', prerendered: 'page', text: 'How do I set up Cohost?' },
  { path: '/terms', heading: 'Terms of Service', prerendered: 'page', text: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy', prerendered: 'page', text: 'Retention periods' },
] as const;

async function rawPage(page: Page, pathname: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(pathname);
  return { status: response.status(), html: await response.text() };
}

describe('the prerendered public pages', () => {
  test.override('device', DESKTOP);

  test('answer with their content in the HTML, and the other paths with the app shell', async ({ page }) => {
    for (const { path: pathname, heading, prerendered, text } of PAGES) {
      const { status, html } = await rawPage(page, pathname);
      expect(status, pathname).toBe(200);
      expect(html, pathname).toContain(`<div id="root" data-prerendered="${prerendered}">`);
      expect(html, pathname).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, pathname).toContain(text);
    }
    // The default LAUNCH_MODE is prelaunch, and site-info says the same as the HTML.
    expect(((await (await page.request.get('/api/support/site-info')).json()) as { launchMode: string }).launchMode).toBe('prelaunch');

    const login = await rawPage(page, '/login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<div id="root"></div>');
    const unknown = await rawPage(page, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"></div>');
  });

  test('are readable with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: inject('baseURL'), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Join the Founders Circle' }).waitFor();
      await page.goto('/faq');
      await page.getByRole('button', { name: 'How do I set up Cohost?' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('/ hydrates and stays interactive: live count, pricing toggle, founder call to action', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page, { path: '/', heading: HERO });
    // The live figure replaces the prerendered 'Checking…' once the app runs.
    await page.getByTestId('founders-headline').filter({ hasText: /^Only \d+ Founders Circle Spots? Available$/ }).waitFor();
    await page.locator('#founders-circle').getByRole('timer').waitFor();

    const pricing = page.locator('#pricing-section');
    const starter = pricing.getByTestId('price-starter');
    const monthly = await starter.textContent();
    await pricing.getByRole('button', { name: 'Annual (save 20%)' }).click();
    await expect.poll(() => starter.textContent()).not.toBe(monthly);

    await page.getByRole('banner').getByRole('button', { name: /Secure Your Spot for \$1/ }).click();
    await expectScreen(page, { path: '/signup', heading: 'Create Account' });
  });

  test('/homepage hydrates: the personality tabs and the one-at-a-time FAQ answer clicks', async ({ page }) => {
    await page.goto('/homepage');
    await page.getByRole('tab', { name: 'Professional' }).click();
    await page.getByRole('tabpanel').getByText(/^Thank you for letting us know/).waitFor();

    const faq = page.locator('#faq');
    const question = faq.getByRole('button', { name: 'How long is the free trial?' });
    await question.click();
    await faq.getByText('14 days of the Growth plan, with no credit card.', { exact: false }).waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });

  test('/faq hydrates: a question opens, and Contact Support opens the form', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Is there a free trial?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await page.getByLabel('Your name').waitFor();
  });
});

describe('the prerendered pages on a phone', () => {
  test.override('device', PHONE);

  test('fit the screen and the menu opens after hydration', async ({ page }) => {
    for (const pathname of ['/', '/pricing', '/faq', '/privacy']) {
      await page.goto(pathname);
      // Nothing wider than the phone: a wider page would be shown zoomed out.
      expect(await page.evaluate('document.documentElement.scrollWidth'), pathname).toBe(PHONE.viewport!.width);
    }
    await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).waitFor();
  });
});

describe('LAUNCH_MODE=launched', () => {
  let launched: CohostServer;

  beforeAll(async () => {
    launched = await startCohostServer({ logFile: path.join(ARTIFACTS_DIR, 'server-launched.log'), env: { LAUNCH_MODE: 'launched' } });
  });
  afterAll(() => launched?.stop());

  // Its own browser context: the `page` fixture belongs to the shared server.
  async function visit(browser: Browser, pathname: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ ...DESKTOP, baseURL: launched.baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathname);
    await waitForHydration(page);
    return { page, errors, close: () => context.close() };
  }

  test('/ serves the marketing variant, as site-info says, and hydrates cleanly', async ({ browser }) => {
    const response = await fetch(new URL('/', launched.baseURL));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root" data-prerendered="marketing">');
    expect(html).toContain('Watch Demo');
    expect(html).not.toContain('Secure Your Spot for $1');
    const siteInfo = (await (await fetch(new URL('/api/support/site-info', launched.baseURL))).json()) as { launchMode: string };
    expect(siteInfo.launchMode).toBe('launched');

    const { page, errors, close } = await visit(browser, '/');
    try {
      await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      await page.getByRole('tab', { name: 'Casual' }).click();
      await page.getByRole('tabpanel').getByText(/^No problem! Cleaners are done by 1/).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
