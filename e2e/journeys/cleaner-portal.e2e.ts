import { describe, expect } from 'vitest';
import { test } from '../support/browser';
import { STRONG_PASSWORD, TEMPLATES, createConfirmedHost, linkIn, signInByApi, uniqueEmail, waitForMessage } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

const HOME = { path: '/', heading: 'Your AI co-host for short-term rentals' };
const CLEANER_DASHBOARD = { path: '/cleaner-dashboard', heading: 'Cleaner Dashboard' };
const CLEANER_LOGIN = { path: '/cleaner-login', heading: 'Cleaner Portal' };

/** Chromium logs each refused request as a console error. */
function refusedRequest(status: number, path: string): RegExp {
  return new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\[[^\\]]*${path}\\]$`);
}

describe('cleaner portal', () => {
  test.override('allowedBrowserErrors', [refusedRequest(401, '/api/accounts/cleaner-sign-in')]);

  test('a host invites a cleaner, who joins from the email and signs in to the portal with the team code', async ({ page }) => {
    const host = await createConfirmedHost(page, 'team-host');
    await signInByApi(page, host);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
    const cleanerCode = (await page.getByTestId('cleaner-code').textContent())!.trim();

    const cleaner = { name: 'Carla Cleaner', email: uniqueEmail('cleaner'), password: STRONG_PASSWORD };
    await page.getByLabel('Email').fill(cleaner.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${cleaner.email}`).waitFor();
    await page.getByRole('table', { name: 'Pending invitations' }).getByText(cleaner.email).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    // The email names the team's code and the portal, and links to the invitation.
    const invitation = await waitForMessage(page, { to: cleaner.email, template: TEMPLATES.invitation });
    expect(invitation.text).toContain(`cleaner code is ${cleanerCode}`);
    expect(invitation.text).toContain('/cleaner-login');
    const acceptLink = /https?:\/\/\S+\/accept-invite\?\S+/.exec(invitation.text)![0];

    await page.goto(acceptLink);
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(cleaner.email);
    await page.getByLabel('Full name').fill(cleaner.name);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(cleaner.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();

    // The confirmation link signs them in and brings them back to the invitation.
    const confirmation = await waitForMessage(page, { to: cleaner.email, template: TEMPLATES.verifyEmail });
    await page.goto(linkIn(confirmation));
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await page.getByText(`${host.email} invited you to join`).waitFor();
    await page.getByText('as a cleaner', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectScreen(page, CLEANER_DASHBOARD);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    // The portal: a wrong code gets the server's answer, the right one the cleaner dashboard.
    await page.goto('/cleaner-login');
    await expectScreen(page, CLEANER_LOGIN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Enter the cleaner code your host gave you').waitFor();
    await page.getByLabel('Cleaner code').fill('ZZZZ9999');
    await page.getByLabel('Email').fill(cleaner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(cleaner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: "That cleaner code, email and password don't match" }).waitFor();

    await page.getByLabel('Cleaner code').fill(cleanerCode);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectScreen(page, CLEANER_DASHBOARD);
    const header = page.getByRole('banner');
    await header.getByText(cleaner.name, { exact: true }).waitFor();
    await header.getByText('Cleaner', { exact: true }).waitFor();
    await header.getByText(`${host.name.split(' ')[0]}'s workspace`, { exact: true }).waitFor();
    await page.getByText('No cleaning assignments yet.', { exact: false }).waitFor();

    // Host screens send a cleaner back to the portal.
    await page.goto('/properties');
    await expectScreen(page, CLEANER_DASHBOARD);
  });

  test('the cleaner dashboard sends signed-out visitors to the portal sign-in, and hosts to their dashboard', async ({ page }) => {
    await page.goto('/cleaner-dashboard');
    await expectScreen(page, CLEANER_LOGIN);

    const host = await createConfirmedHost(page, 'portal-host');
    await signInByApi(page, host);
    await page.goto('/cleaner-dashboard');
    await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
  });
});
