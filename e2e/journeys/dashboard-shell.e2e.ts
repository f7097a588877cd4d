import { expect } from 'vitest';
import { markDocument, test } from '../support/browser';
import { signInAsNewHostByPhone } from '../support/accounts';
import { expectScreen, type Screen } from '../support/expect-screen';

// Written out rather than imported from @cohost/shared: the journey states what a host must see.
const SIDEBAR: Array<Screen & { label: string; documentTitle: string }> = [
  { label: 'Dashboard', path: '/dashboard', heading: 'Welcome to Cohost', documentTitle: 'Dashboard' },
  { label: 'Properties', path: '/properties', heading: 'Properties', documentTitle: 'Properties' },
  { label: 'Messages', path: '/messages', heading: 'Messages', documentTitle: 'Messages' },
  { label: 'Smart Locks', path: '/smart-locks', heading: 'Smart Locks', documentTitle: 'Smart Locks' },
  { label: 'Supplies', path: '/supplies', heading: 'Supplies', documentTitle: 'Supplies' },
  { label: 'Cleaners', path: '/cleaners', heading: 'Cleaners', documentTitle: 'Cleaners' },
  { label: 'AI Settings', path: '/ai-settings', heading: 'AI Autonomy Settings', documentTitle: 'AI Autonomy Settings' },
  { label: 'Optimizer', path: '/optimizer', heading: 'Optimizer', documentTitle: 'Optimizer' },
  { label: 'Billing', path: '/billing', heading: 'Billing', documentTitle: 'Billing' },
  { label: 'Account Settings', path: '/account-settings', heading: 'Account Settings', documentTitle: 'Account Settings' },
];

test('the sidebar reaches all ten screens without reloading the page', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  await page.goto('/dashboard');
  await expectScreen(page, SIDEBAR[0]!);
  await page.getByRole('banner').getByText('Host', { exact: true }).waitFor();

  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  expect(await sidebar.getByRole('group', { name: 'Screens' }).getByRole('link').allInnerTexts()).toEqual(SIDEBAR.map((item) => item.label));
  // Below the ten, the screens reached otherwise only through links.
  expect(await sidebar.getByRole('group', { name: 'More' }).getByRole('link').allInnerTexts()).toEqual(['Approvals', 'Activity', 'Claims']);

  const isSameDocument = await markDocument(page);
  // Dashboard last: the walk starts there, so clicking it first would prove nothing.
  for (const item of [...SIDEBAR.slice(1), SIDEBAR[0]!]) {
    const link = sidebar.getByRole('link', { name: item.label, exact: true });
    await link.click();
    await expectScreen(page, item);
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe(`${item.documentTitle} | Cohost`);

    // Account Settings, Billing and AI Settings are real screens; the others have nothing yet for a new host and must say so rather than show made-up records.
    if (item.path === '/account-settings' || item.path === '/billing' || item.path === '/ai-settings') continue;
    const main = page.getByRole('main');
    // A new host has no properties and no conversations yet: those screens say so in their own words.
    const emptyHeadings: Record<string, string> = { '/properties': 'No properties yet', '/messages': 'No conversations yet', '/smart-locks': 'No locks yet', '/cleaners': 'No cleanings yet' };
    const emptyHeading = emptyHeadings[item.path] ?? 'Nothing here yet';
    await main.getByRole('heading', { name: emptyHeading, exact: true }).waitFor();
    // The dashboard's Team card lists real members and invitations; nothing else may.
    const team = main.getByRole('region', { name: 'Team', exact: true });
    expect(await main.getByRole('table').count()).toBe(await team.getByRole('table').count());
    // Smart Locks explains its automation in a short list of notes, and the dashboard lists the setup
    // steps (computed from the workspace's own data): the only list items allowed.
    const notes = main.getByRole('region', { name: 'AI Lock Automation', exact: true }).getByRole('listitem');
    const setupSteps = main.getByRole('list', { name: 'Setup steps' }).getByRole('listitem');
    expect(await main.getByRole('listitem').count()).toBe((await notes.count()) + (await setupSteps.count()));
    if (item.path === '/dashboard') expect(await setupSteps.count()).toBe(7);
  }
  expect(await isSameDocument()).toBe(true);
});

test('the system status card shows the live database', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  const health = await page.request.get('/api/health').then((response) => response.json());
  expect(health).toMatchObject({ status: 'ok', database: { status: 'up', driver: 'pglite' } });

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'System status' });
  await card.getByText('Operational', { exact: true }).waitFor();
  const database = card.getByRole('heading', { name: 'Database', exact: true }).locator('xpath=..');
  await database.getByText('Up', { exact: true }).waitFor();
  await card.getByText('Embedded PostgreSQL (PGlite)', { exact: true }).waitFor();
  // The version comes from the server, not from the web bundle.
  await card.getByText(`Version ${health.version}`, { exact: false }).waitFor();
});
