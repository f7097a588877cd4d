import { describe, expect, it } from 'vitest';
import { DASHBOARD_MORE_NAV_ITEMS, DASHBOARD_NAV_ITEMS, WEB_ROUTES, findWebRoute, isKnownWebPath } from './routes';

describe('web routes', () => {
  it("holds every route of the brief's route table, plus password recovery, invitations, the built-in checkout, a property, approvals, activity, claims and the guest page", () => {
    const paths = WEB_ROUTES.map((route) => route.path).sort();
    expect(paths).toEqual(
      [
        '/', '/homepage', '/pricing', '/faq', '/login', '/signup', '/cleaner-login', '/cleaner-dashboard', '/thank-you',
        '/founders-thank-you', '/email-confirmation', '/confirm-email', '/email-verified', '/payment-failed', '/terms',
        '/privacy', '/dashboard', '/properties', '/messages', '/smart-locks', '/supplies', '/cleaners', '/ai-settings',
        '/optimizer', '/billing', '/account-settings', '/forgot-password', '/reset-password', '/accept-invite',
        '/checkout', '/properties/:propertyId', '/approvals', '/activity', '/g/:token', '/claims', '/claims/:caseId',
      ].sort(),
    );
  });

  it('puts the ten dashboard links in the sidebar, in order', () => {
    expect(DASHBOARD_NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard', 'Properties', 'Messages', 'Smart Locks', 'Supplies', 'Cleaners', 'AI Settings', 'Optimizer', 'Billing', 'Account Settings',
    ]);
    // Below them, the host screens no link of the ten leads to.
    expect(DASHBOARD_MORE_NAV_ITEMS.map((item) => item.path)).toEqual(['/approvals', '/activity', '/claims']);
    for (const item of DASHBOARD_MORE_NAV_ITEMS) expect(findWebRoute(item.path)?.kind).toBe('host');
  });

  it('guards the host screens and the founders pages, and nothing public', () => {
    const guarded = WEB_ROUTES.filter((route) => route.kind === 'host').map((route) => route.path);
    expect(guarded).toEqual(expect.arrayContaining(['/founders-thank-you', '/payment-failed', '/dashboard', '/messages']));
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password', '/thank-you', '/email-confirmation', '/confirm-email', '/email-verified']) {
      expect(WEB_ROUTES.find((route) => route.path === path)?.kind).toBe('public');
    }
  });

  it('knows exact paths, tolerates one trailing slash, and nothing else', () => {
    expect(isKnownWebPath('/pricing')).toBe(true);
    expect(isKnownWebPath('/pricing/')).toBe(true);
    expect(isKnownWebPath('/')).toBe(true);
    expect(isKnownWebPath('/Pricing')).toBe(false);
    expect(isKnownWebPath('/pricing/extra')).toBe(false);
    expect(isKnownWebPath('/api/health')).toBe(false);
  });

  it('matches a property page by its id segment, and only one segment', () => {
    expect(findWebRoute('/properties/4f1c2d3e-0000-4000-8000-000000000001')?.title).toBe('Property');
    expect(isKnownWebPath('/properties/abc/')).toBe(true);
    expect(isKnownWebPath('/properties/abc/extra')).toBe(false);
    expect(isKnownWebPath('/properties/')).toBe(true);
    expect(findWebRoute('/properties/')?.title).toBe('Properties');
  });

  it('matches a claim by its case id, behind the host guard', () => {
    expect(findWebRoute('/claims/4f1c2d3e-0000-4000-8000-000000000001')).toMatchObject({ title: 'Claim', kind: 'host' });
    expect(findWebRoute('/claims')).toMatchObject({ title: 'Claims', kind: 'host' });
    expect(isKnownWebPath('/claims/abc/extra')).toBe(false);
  });

  it("matches a guest's page by its token, public (the link is the key)", () => {
    expect(findWebRoute('/g/Zm9yZ2VkLXRva2VuLXRoZS1hdHRhY2tlci1ndWVzc2VkMDA')).toMatchObject({ title: 'Your stay', kind: 'public' });
    expect(isKnownWebPath('/g/abc/extra')).toBe(false);
  });
});
