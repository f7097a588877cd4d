import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createConfirmedHost, signInByApi, waitForMessage } from '../support/accounts';
import { DESKTOP, PHONE, test } from '../support/browser';
import { expectScreen } from '../support/expect-screen';

const HOME = { path: '/', heading: 'Your AI co-host for short-term rentals' };
const CONTACT_TEMPLATE = 'support.contact-request';

interface FoundersCount {
  count: number;
  total: number;
  spotsLeft: number;
  endsAt: string;
  isOpen: boolean;
}

async function foundersCount(page: Page): Promise<FoundersCount> {
  const response = await page.request.get('/api/billing/founders/count');
  expect(response.status()).toBe(200);
  return (await response.json()) as FoundersCount;
}

async function siteInfo(page: Page): Promise<{ launchMode: string; supportEmail: string; scheduleDemoUrl: string | null }> {
  return (await page.request.get('/api/support/site-info')).json();
}

/** "6d 04h 12m 09s" → milliseconds. */
function parseCountdown(text: string): number {
  const match = /(\d+)d (\d+)h (\d+)m (\d+)s/.exec(text);
  if (!match) throw new Error(`Not a countdown: ${text}`);
  const [days, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number];
  return (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

const headline = (spotsLeft: number) => `Only ${spotsLeft} Founders Circle ${spotsLeft === 1 ? 'Spot' : 'Spots'} Available`;

describe('the founders landing page (pre-launch, the default)', () => {
  test.override('device', DESKTOP);

  test('shows the count from the server and counts down to the stored end of the offer', async ({ page }) => {
    const count = await foundersCount(page);
    await page.goto('/');
    await expectScreen(page, HOME);

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await header.getByRole('button', { name: /Secure Your Spot for \$1\s*Founders Price/ }).waitFor();

    await page.getByRole('heading', { level: 3, name: headline(count.spotsLeft) }).waitFor();
    const bar = page.locator('#founders-circle [role="progressbar"]');
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(((count.total - count.spotsLeft) / count.total) * 100));

    // The countdown is the time left to endsAt, not seven days from this page load, and it ticks.
    const timer = page.locator('#founders-circle').getByRole('timer');
    const first = parseCountdown((await timer.textContent()) ?? '');
    expect(Math.abs(first - (Date.parse(count.endsAt) - Date.now()))).toBeLessThan(5_000);
    const shown = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(shown);

    // A new visit counts down to the same end.
    await page.reload();
    expect((await foundersCount(page)).endsAt).toBe(count.endsAt);
    const again = parseCountdown((await page.locator('#founders-circle').getByRole('timer').textContent()) ?? '');
    expect(Math.abs(again - (Date.parse(count.endsAt) - Date.now()))).toBeLessThan(5_000);
  });

  test('the founder call to action sends a visitor who is not signed in to sign up', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page, HOME);
    await page.getByRole('main').getByRole('button', { name: /Secure Your Spot for \$1/ }).first().click();
    await expectScreen(page, { path: '/signup', heading: 'Create Account' });
  });

  test('the founder call to action of a signed-in host opens the $1 checkout in a new tab', async ({ page }) => {
    const host = await createConfirmedHost(page, 'founder-cta');
    await signInByApi(page, host);
    await page.goto('/');
    await expectScreen(page, HOME);
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('main').getByRole('button', { name: /Secure Your Spot for \$1/ }).first().click()]);
    await checkout.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('session'));
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the founders count when it cannot be loaded', () => {
  test.override('device', DESKTOP);
  // The refused requests below are the point of these tests.
  test.override('allowedBrowserErrors', [/status of 503/]);

  const refuseCount = (page: Page) =>
    page.route('**/api/billing/founders/count', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'platform.unavailable', message: 'Unavailable', requestId: 'e2e' } }) }),
    );

  test("says 'Limited spots' rather than inventing a number", async ({ page }) => {
    await refuseCount(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 3, name: 'Limited spots' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#founders-circle').textContent()).not.toMatch(/Only \d+ Founders/);
  });

  test('keeps the last figure this browser saw', async ({ page }) => {
    const count = await foundersCount(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 3, name: headline(count.spotsLeft) }).waitFor();
    await refuseCount(page);
    await page.reload();
    await page.getByText('This is the last figure we had').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 3, name: headline(count.spotsLeft) }).waitFor();
  });
});

describe('the marketing landing page (/homepage)', () => {
  test.override('device', DESKTOP);

  test('personality tabs, a one-at-a-time FAQ, the annual toggle and Watch Demo', async ({ page }) => {
    await page.goto('/homepage');
    await expectScreen(page, { path: '/homepage', heading: HOME.heading });

    await page.getByRole('tab', { name: 'Casual' }).click();
    await page.getByRole('tabpanel').getByText(/^No problem! Cleaners are done by 1/).waitFor();
    await page.getByRole('tab', { name: 'Professional' }).click();
    await page.getByRole('tabpanel').getByText(/^Thank you for letting us know/).waitFor();

    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'Will guests know they are talking to an AI?' });
    const second = faq.getByRole('button', { name: 'How long is the free trial?' });
    await first.click();
    await expect.poll(() => faq.locator('[aria-expanded="true"]').count()).toBe(1);
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    await faq.getByText('14 days of the Growth plan, with no credit card.', { exact: false }).waitFor();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    const starter = page.locator('#pricing').getByTestId('price-starter');
    expect(await starter.textContent()).toBe('$49');
    await page.locator('#pricing').getByText('Annual (save 20%)').click();
    await expect.poll(() => starter.textContent()).toBe('$39');
    expect(await page.locator('#pricing').getByTestId('price-growth').textContent()).toBe('$119');

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    // The product tour scrolls into view.
    const tour = page.getByRole('heading', { level: 2, name: 'See one stay, start to finish' });
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await tour.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      })
      .toBe(true);
  });
});

describe('/pricing', () => {
  test.override('device', PHONE);

  test('a visitor who is not signed in is sent to sign in from a plan card', async ({ page }) => {
    await page.goto('/pricing');
    await expectScreen(page, { path: '/pricing', heading: 'Pricing' });
    await page.getByText('14-day free trial').waitFor();
    await page.getByRole('article', { name: 'Starter' }).getByRole('link', { name: 'Start Free Trial' }).click();
    await expectScreen(page, { path: '/login', heading: 'Sign In' });
  });
});

describe('/faq', () => {
  test.override('device', PHONE);

  test('Contact Support stores the question and the host team receives it by email', async ({ page }) => {
    const { supportEmail } = await siteInfo(page);
    await page.goto('/faq');
    await expectScreen(page, { path: '/faq', heading: 'FAQ' });
    await page.getByRole('button', { name: 'Contact Support' }).click();

    const marker = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Enter your name.').waitFor();

    await page.getByLabel('Your name').fill('Priya Visitor');
    await page.getByLabel('Email').fill('priya@example.com');
    await page.getByLabel('How can we help?').fill(`Can Cohost handle two calendars for one cabin? (${marker})`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent').waitFor();

    const email = await waitForMessage(page, { to: supportEmail, template: CONTACT_TEMPLATE });
    expect(email.subject).toBe('Support request from Priya Visitor');
    expect(email.text).toContain(marker);
    expect(email.text).toContain('Reply to priya@example.com');
  });

  test('Schedule Demo opens the demo request form when no booking link is configured', async ({ page }) => {
    const { scheduleDemoUrl } = await siteInfo(page);
    expect(scheduleDemoUrl).toBeNull();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await page.getByRole('form', { name: 'Request a demo' }).getByRole('button', { name: 'Request a Demo' }).waitFor();
  });
});

describe('legal pages', () => {
  test.override('device', DESKTOP);

  test('show the configured contact address and the retention and notice figures', async ({ page }) => {
    const { supportEmail } = await siteInfo(page);

    await page.goto('/terms');
    await expectScreen(page, { path: '/terms', heading: 'Terms of Service' });
    expect(await page.getByTestId('legal-contact-email').first().innerText()).toBe(supportEmail);
    await page.getByText('at least 30 days before a new price applies to you', { exact: false }).waitFor();

    await page.goto('/privacy');
    await expectScreen(page, { path: '/privacy', heading: 'Privacy Policy' });
    expect(await page.getByTestId('legal-contact-email').first().innerText()).toBe(supportEmail);
    for (const period of ['Until you delete your account, plus 30 days', '2 years', '7 years, as tax law requires', '3 years']) {
      await page.getByRole('cell', { name: period, exact: true }).waitFor();
    }
  });
});
