/**
 * The web app's route table (product brief §2). The web router builds its routes from it and the
 * server uses `isKnownWebPath` to answer unknown paths with HTTP 404 while still serving the SPA.
 */

/** Who a screen is for: anyone, a signed-in host, or a signed-in cleaner. */
export type WebRouteKind = 'public' | 'host' | 'cleaner';

export interface WebRoute {
  readonly path: string;
  readonly kind: WebRouteKind;
  /** Screen title, also used for the document title. */
  readonly title: string;
}

export const WEB_ROUTES = [
  { path: '/', kind: 'public', title: 'AI co-host for short-term rentals' },
  { path: '/homepage', kind: 'public', title: 'AI co-host for short-term rentals' },
  { path: '/pricing', kind: 'public', title: 'Pricing' },
  { path: '/faq', kind: 'public', title: 'FAQ' },
  { path: '/login', kind: 'public', title: 'Sign In' },
  { path: '/signup', kind: 'public', title: 'Create Account' },
  { path: '/forgot-password', kind: 'public', title: 'Forgot Password' },
  { path: '/reset-password', kind: 'public', title: 'Reset Password' },
  { path: '/cleaner-login', kind: 'public', title: 'Cleaner Portal' },
  { path: '/cleaner-dashboard', kind: 'cleaner', title: 'Cleaner Dashboard' },
  { path: '/accept-invite', kind: 'public', title: 'Join a Team' },
  { path: '/thank-you', kind: 'public', title: 'Welcome' },
  { path: '/founders-thank-you', kind: 'host', title: 'Founders Circle' },
  { path: '/email-confirmation', kind: 'public', title: 'Confirm Your Email' },
  { path: '/confirm-email', kind: 'public', title: 'Confirm Your Email' },
  { path: '/email-verified', kind: 'public', title: 'Email Verified' },
  { path: '/payment-failed', kind: 'host', title: 'Payment Failed' },
  // The built-in checkout page of the local payment provider (query: session).
  { path: '/checkout', kind: 'host', title: 'Checkout' },
  // A guest's private page for one stay: check-in details, the door code in its window, chat.
  { path: '/g/:token', kind: 'public', title: 'Your stay' },
  { path: '/terms', kind: 'public', title: 'Terms of Service' },
  { path: '/privacy', kind: 'public', title: 'Privacy Policy' },
  { path: '/dashboard', kind: 'host', title: 'Dashboard' },
  { path: '/properties', kind: 'host', title: 'Properties' },
  // One property: overview, calendar, knowledge base, listing and settings (`?tab=`).
  { path: '/properties/:propertyId', kind: 'host', title: 'Property' },
  { path: '/messages', kind: 'host', title: 'Messages' },
  { path: '/smart-locks', kind: 'host', title: 'Smart Locks' },
  { path: '/supplies', kind: 'host', title: 'Supplies' },
  // Complaints and damage cases, reached from the dashboard's deadlines card and a property's Claims tab (not the sidebar).
  { path: '/claims', kind: 'host', title: 'Claims' },
  { path: '/claims/:caseId', kind: 'host', title: 'Claim' },
  { path: '/cleaners', kind: 'host', title: 'Cleaners' },
  { path: '/ai-settings', kind: 'host', title: 'AI Autonomy Settings' },
  // What waits for the host (its own page beside the dashboard card), and everything done.
  { path: '/approvals', kind: 'host', title: 'Approvals' },
  { path: '/activity', kind: 'host', title: 'Activity' },
  { path: '/optimizer', kind: 'host', title: 'Optimizer' },
  { path: '/billing', kind: 'host', title: 'Billing' },
  { path: '/account-settings', kind: 'host', title: 'Account Settings' },
] as const satisfies readonly WebRoute[];

export type WebPath = (typeof WEB_ROUTES)[number]['path'];

/** The host dashboard sidebar, in display order. */
export const DASHBOARD_NAV_ITEMS = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/properties', label: 'Properties' },
  { path: '/messages', label: 'Messages' },
  { path: '/smart-locks', label: 'Smart Locks' },
  { path: '/supplies', label: 'Supplies' },
  { path: '/cleaners', label: 'Cleaners' },
  { path: '/ai-settings', label: 'AI Settings' },
  { path: '/optimizer', label: 'Optimizer' },
  { path: '/billing', label: 'Billing' },
  { path: '/account-settings', label: 'Account Settings' },
] as const satisfies readonly { path: WebPath; label: string }[];

export type DashboardPath = (typeof DASHBOARD_NAV_ITEMS)[number]['path'];

/** The sidebar's secondary group, below the brief's ten: screens otherwise reached only through links. */
export const DASHBOARD_MORE_NAV_ITEMS = [
  { path: '/approvals', label: 'Approvals' },
  { path: '/activity', label: 'Activity' },
  { path: '/claims', label: 'Claims' },
] as const satisfies readonly { path: WebPath; label: string }[];

const ROUTES_BY_PATH: ReadonlyMap<string, WebRoute> = new Map(WEB_ROUTES.map((route) => [route.path, route]));
/** Routes with `:param` segments, each matching one non-empty segment. */
const PATTERN_ROUTES: ReadonlyArray<{ pattern: RegExp; route: WebRoute }> = WEB_ROUTES.filter((route) => route.path.includes('/:')).map((route) => ({
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  route,
}));

/** Paths are matched exactly (case-sensitive); one trailing slash is tolerated. */
function normalizeWebPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The route for a path from the table; typed so it cannot miss. */
export function getWebRoute(path: WebPath): WebRoute {
  const route = ROUTES_BY_PATH.get(path);
  if (!route) throw new Error(`No web route for ${path}.`);
  return route;
}

/** The route a browser pathname shows, or undefined for the 404 page. */
export function findWebRoute(pathname: string): WebRoute | undefined {
  const path = normalizeWebPath(pathname);
  return ROUTES_BY_PATH.get(path) ?? PATTERN_ROUTES.find(({ pattern }) => pattern.test(path))?.route;
}

export function isKnownWebPath(pathname: string): boolean {
  return findWebRoute(pathname) !== undefined;
}
