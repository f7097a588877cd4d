import { describe } from 'vitest';
import { test } from '../support/browser';
import { STRONG_PASSWORD, TEMPLATES, createConfirmedHost, linkIn, signInByApi, uniqueEmail, waitForMessage } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

const HOME = { path: '/', heading: 'Your AI co-host for short-term rentals' };

describe('team roles', () => {
  test('a manager joins from an invitation, runs the team’s cleaners, and is told billing is the owner’s', async ({ page }) => {
    const owner = await createConfirmedHost(page, 'roles-owner');
    await signInByApi(page, owner);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();

    const manager = { name: 'Mia Manager', email: uniqueEmail('manager'), password: STRONG_PASSWORD };
    await page.getByLabel('Email').fill(manager.email);
    await page.getByRole('textbox', { name: 'Role' }).or(page.getByRole('combobox', { name: 'Role' })).first().click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${manager.email}`).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    const invitation = await waitForMessage(page, { to: manager.email, template: TEMPLATES.invitation });
    await page.goto(/https?:\/\/\S+\/accept-invite\?\S+/.exec(invitation.text)![0]);
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await page.getByLabel('Full name').fill(manager.name);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(manager.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();
    await page.goto(linkIn(await waitForMessage(page, { to: manager.email, template: TEMPLATES.verifyEmail })));
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // A manager invites cleaners only.
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
    await page.getByRole('textbox', { name: 'Role' }).or(page.getByRole('combobox', { name: 'Role' })).first().click();
    await page.getByRole('option', { name: 'Cleaner' }).waitFor();
    await page.getByRole('option', { name: 'Manager' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // Billing is the owner's: the screen says so instead of failing.
    await page.goto('/billing');
    await page.getByRole('heading', { level: 2, name: "Billing is the owner's" }).waitFor();
    await page.getByText('Billing is managed by the workspace owner.', { exact: false }).waitFor();
  });
});
