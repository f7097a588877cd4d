import { describe, expect } from 'vitest';
import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import { apiPost } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

describe('properties', () => {
  // Chromium logs the refused request when the plan is full as a console error.
  test.override('allowedBrowserErrors', [/^console: Failed to load resource: the server responded with a status of 403 \(Forbidden\) \[[^\]]*\/api\/properties\]$/]);

  test('a host adds a property, fills in its knowledge base, edits its listing, archives it, and meets the plan limit', async ({ page }) => {
    await signInAsNewHostByPhone(page);
    await page.goto('/properties');
    await expectScreen(page, { path: '/properties', heading: 'Properties' });
    await page.getByText('No properties yet').waitFor();

    await page.getByRole('button', { name: 'Add your first property' }).click();
    const form = page.getByRole('form', { name: 'Add property' });
    // The browser's own time zone is chosen, even one the runtime's list leaves out (UTC).
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await form.getByLabel('Time zone').inputValue()).toBe(browserZone);
    // Checked before sending, with the server's own rules.
    await form.getByRole('button', { name: 'Add property' }).click();
    await form.getByText('Enter a name for the property.').waitFor();
    await form.getByLabel('Property name').fill('Harbour View Flat');
    await form.getByLabel('City').fill('Lisbon');
    await form.getByLabel('Country (2-letter code)').fill('pt');
    await form.getByLabel('Max guests').fill('3');
    await form.getByLabel('Base nightly price').fill('132.50');
    await form.getByLabel('Currency').fill('eur');
    await form.getByRole('button', { name: 'Add property' }).click();

    await page.waitForURL((url) => /^\/properties\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Harbour View Flat' }).waitFor();
    await page.getByText('Base nightly price').waitFor();
    await page.getByText('€132.50').waitFor();

    await page.getByRole('tab', { name: 'Knowledge base' }).click();
    const knowledge = page.getByRole('form', { name: 'Knowledge base' });
    await knowledge.getByLabel('Wifi network name').fill('Harbour-Guest');
    await knowledge.getByLabel('Wifi password').fill('tagus-river-77');
    await knowledge.getByRole('button', { name: 'Add question' }).click();
    await knowledge.getByLabel('Question 1', { exact: true }).fill('Is there a lift?');
    await knowledge.getByLabel('Answer 1', { exact: true }).fill('Yes, to every floor.');
    await knowledge.getByRole('button', { name: 'Save knowledge base' }).click();
    await page.getByText('Knowledge base saved.').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('knowledge-base');

    await page.reload();
    await expect.poll(() => page.getByRole('form', { name: 'Knowledge base' }).getByLabel('Wifi password').inputValue()).toBe('tagus-river-77');
    expect(await page.getByLabel('Answer 1', { exact: true }).inputValue()).toBe('Yes, to every floor.');

    await page.getByRole('tab', { name: 'Listing' }).click();
    await page.getByRole('form', { name: 'Listing' }).getByLabel('Listing title').fill('Sunny flat over the river');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await page.getByText('Listing saved.').waitFor();

    await page.getByRole('link', { name: '← Back to properties' }).click();
    await expectScreen(page, { path: '/properties', heading: 'Properties' });
    const card = page.getByRole('article', { name: 'Harbour View Flat' });
    await card.getByText('Lisbon, PT').waitFor();
    await card.getByText('Active').waitFor();
    await card.getByRole('button', { name: 'Manage Harbour View Flat' }).click();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Archive property' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expectScreen(page, { path: '/properties', heading: 'Properties' });
    await page.getByText('Harbour View Flat was archived.').waitFor();
    await page.getByText('No properties yet').waitFor();

    // The trial's plan (Growth) holds 5 properties; archived ones no longer count.
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await apiPost(page, '/api/properties', { name: `Flat ${name}` });
    await page.reload();
    await page.getByRole('article', { name: 'Flat Five' }).waitFor();
    await page.getByRole('button', { name: 'Add Property' }).click();
    await form.getByLabel('Property name').fill('Flat Six');
    await form.getByRole('button', { name: 'Add property' }).click();
    const refusal = form.getByRole('alert');
    await refusal.getByText('Your plan does not allow more properties.', { exact: false }).waitFor();
    expect(await refusal.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/billing');
  });
});
