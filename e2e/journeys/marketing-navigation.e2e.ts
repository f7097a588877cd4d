import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, test } from '../support/browser';
import { expectScreen, type Screen } from '../support/expect-screen';

type LinkTo = Screen & { name: string };

const HOME: Screen = { path: '/', heading: 'Your AI co-host for short-term rentals' };

// In header order. The logo's link home is checked last, from the last of these pages.
const HEADER_LINKS: LinkTo[] = [
  { name: 'Pricing', path: '/pricing', heading: 'Pricing' },
  { name: 'FAQ', path: '/faq', heading: 'FAQ' },
  { name: 'Cleaner Portal', path: '/cleaner-login', heading: 'Cleaner Portal' },
  { name: 'Sign In', path: '/login', heading: 'Sign In' },
  { name: 'Start Free Trial', path: '/signup', heading: 'Create Account' },
];

const FOOTER_LINKS: LinkTo[] = [
  { name: 'Pricing', path: '/pricing', heading: 'Pricing' },
  { name: 'FAQ', path: '/faq', heading: 'FAQ' },
  { name: 'Cleaner Portal', path: '/cleaner-login', heading: 'Cleaner Portal' },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
];

async function walkFooterLinks(page: Page) {
  await page.goto('/');
  for (const link of FOOTER_LINKS) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expectScreen(page, link);
  }
}

describe('marketing navigation on a desktop', () => {
  test.override('device', DESKTOP);

  test('the header links lead to each marketing page and the logo back home', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page, HOME);
    const header = page.getByRole('banner');

    for (const link of HEADER_LINKS) {
      await header.getByRole('link', { name: link.name, exact: true }).click();
      await expectScreen(page, link);
    }
    await header.getByRole('link', { name: 'Cohost home' }).click();
    await expectScreen(page, HOME);
  });

  test('the footer links lead to each page', ({ page }) => walkFooterLinks(page));
});

describe('marketing navigation on a phone', () => {
  test.override('device', PHONE);

  test('the burger menu holds the header links and closes after each choice', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page, HOME);
    const header = page.getByRole('banner');
    // The desktop links must be out of the way, or the burger would be decoration.
    await header.getByRole('link', { name: 'Pricing', exact: true }).waitFor({ state: 'hidden' });

    for (const link of HEADER_LINKS) {
      // Under load a tap can land while the menu is still unfolding (its links clipped by the
      // animation) and go nowhere, as it would for a person, who taps again: so does this test,
      // at most three times. A menu that never navigates still fails.
      for (let attempt = 1; ; attempt += 1) {
        const menu = header.getByRole('navigation', { name: 'Main' });
        if (!(await menu.isVisible())) await header.getByRole('button', { name: 'Open navigation' }).click();
        await menu.getByRole('link', { name: link.name, exact: true }).click();
        const arrived = await page.waitForURL((url) => url.pathname === link.path, { timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (arrived || attempt === 3) break;
      }
      await expectScreen(page, link);
      // Screens such as /login load the session lazily and re-render the header when it arrives;
      // reopening the menu before that races with the re-render.
      await page.waitForLoadState('networkidle');
      await header.getByRole('button', { name: 'Open navigation' }).waitFor();
      await header.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    }
    await header.getByRole('link', { name: 'Cohost home' }).click();
    await expectScreen(page, HOME);
  });

  test('the footer links lead to each page', ({ page }) => walkFooterLinks(page));
});
