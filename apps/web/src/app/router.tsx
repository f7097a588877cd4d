import { getWebRoute, type WebPath } from '@cohost/shared';
import { lazy, useState } from 'react';
import { createBrowserRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router';

import { FullPageLoader } from '../components/ui/full-page-loader';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootLayout } from './layouts/root-layout';
import type * as AccountsRoutes from './routes/accounts';
import type * as FoundersRoutes from './routes/founders';
import { HostGuardOutlet } from './routes/host-guard';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import type * as TeamRoutes from './routes/team';

// 'bare': a page with its own frame and no site chrome (the guest's stay page).
type PageLayout = 'marketing' | 'dashboard' | 'cleaner' | 'bare';
type PageRoute = { layout: PageLayout } & Pick<NonIndexRouteObject, 'Component' | 'element' | 'lazy'>;

// The screens behind the public pages use most of Mantine: their chunks bring its whole stylesheet
// (the public pages load only the styles they show; ADR 008).
async function withFullStyles<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, import('./full-styles')]);
  return module;
}

// The accounts screens share one chunk, loaded on demand: the landing page does not carry them.
function accountsScreen(name: keyof typeof AccountsRoutes): PageRoute {
  return {
    layout: 'marketing',
    lazy: async () => {
      const routes = await withFullStyles(import('./routes/accounts'));
      return { Component: routes[name] };
    },
  };
}

// The founders payment screens and the built-in checkout share one chunk, loaded on demand.
function foundersScreen(name: keyof typeof FoundersRoutes): PageRoute {
  return {
    layout: 'marketing',
    lazy: async () => {
      const routes = await withFullStyles(import('./routes/founders'));
      return { Component: routes[name] };
    },
  };
}

// The public pages after the landing (pricing, FAQ, legal), each its own chunk: `/` does not carry them.
// React.lazy rather than the router's `lazy`: these pages are prerendered, and a React.lazy screen
// hydrates where it stands (its server markup stays until its chunk arrives), so the browser can
// hydrate at once instead of resolving routes first.
const PUBLIC_SCREENS = {
  PricingRoute: lazy(async () => ({ default: (await import('./routes/pricing')).PricingRoute })),
  FaqRoute: lazy(async () => ({ default: (await import('./routes/faq')).FaqRoute })),
  TermsRoute: lazy(async () => ({ default: (await import('./routes/legal')).TermsRoute })),
  PrivacyRoute: lazy(async () => ({ default: (await import('./routes/legal')).PrivacyRoute })),
} as const;

function publicScreen(name: keyof typeof PUBLIC_SCREENS): PageRoute {
  const Screen = PUBLIC_SCREENS[name];
  return { layout: 'marketing', element: <Screen /> };
}

// The cleaner portal's sign-in and the invitation page share one chunk, loaded on demand.
function teamScreen(name: keyof typeof TeamRoutes): PageRoute {
  return {
    layout: 'marketing',
    lazy: async () => {
      const routes = await withFullStyles(import('./routes/team'));
      return { Component: routes[name] };
    },
  };
}

/** Every path of the route table, and nothing else; the type makes a missing page a compile error. */
const PAGES = {
  '/': { layout: 'marketing', Component: LandingRoute },
  '/homepage': { layout: 'marketing', Component: LandingRoute },
  '/pricing': publicScreen('PricingRoute'),
  '/faq': publicScreen('FaqRoute'),
  '/login': accountsScreen('LoginRoute'),
  '/signup': accountsScreen('SignupRoute'),
  '/forgot-password': accountsScreen('ForgotPasswordRoute'),
  '/reset-password': accountsScreen('ResetPasswordRoute'),
  '/cleaner-login': teamScreen('CleanerLoginRoute'),
  '/accept-invite': teamScreen('AcceptInviteRoute'),
  '/thank-you': accountsScreen('ThankYouRoute'),
  '/founders-thank-you': foundersScreen('FoundersThankYouRoute'),
  '/email-confirmation': accountsScreen('EmailConfirmationRoute'),
  '/confirm-email': accountsScreen('ConfirmEmailRoute'),
  '/email-verified': accountsScreen('EmailVerifiedRoute'),
  '/payment-failed': foundersScreen('PaymentFailedRoute'),
  '/checkout': foundersScreen('CheckoutRoute'),
  '/g/:token': {
    layout: 'bare',
    lazy: async () => {
      const { GuestPageRoute } = await withFullStyles(import('./routes/guest-page'));
      return { Component: GuestPageRoute };
    },
  },
  '/terms': publicScreen('TermsRoute'),
  '/privacy': publicScreen('PrivacyRoute'),
  '/dashboard': {
    layout: 'dashboard',
    lazy: async () => {
      const { DashboardHomeRoute } = await withFullStyles(import('./routes/dashboard/dashboard-home'));
      return { Component: DashboardHomeRoute };
    },
  },
  '/properties': {
    layout: 'dashboard',
    lazy: async () => {
      const { PropertiesRoute } = await withFullStyles(import('./routes/properties'));
      return { Component: PropertiesRoute };
    },
  },
  '/properties/:propertyId': {
    layout: 'dashboard',
    lazy: async () => {
      const { PropertyRoute } = await withFullStyles(import('./routes/property'));
      return { Component: PropertyRoute };
    },
  },
  '/messages': {
    layout: 'dashboard',
    lazy: async () => {
      const { MessagesRoute } = await withFullStyles(import('./routes/messages'));
      return { Component: MessagesRoute };
    },
  },
  '/smart-locks': {
    layout: 'dashboard',
    lazy: async () => {
      const { SmartLocksRoute } = await withFullStyles(import('./routes/smart-locks'));
      return { Component: SmartLocksRoute };
    },
  },
  '/supplies': {
    layout: 'dashboard',
    lazy: async () => {
      const { SuppliesRoute } = await withFullStyles(import('./routes/supplies'));
      return { Component: SuppliesRoute };
    },
  },
  '/claims': {
    layout: 'dashboard',
    lazy: async () => {
      const { ClaimsRoute } = await withFullStyles(import('./routes/claims'));
      return { Component: ClaimsRoute };
    },
  },
  '/claims/:caseId': {
    layout: 'dashboard',
    lazy: async () => {
      const { ClaimCaseRoute } = await withFullStyles(import('./routes/claims'));
      return { Component: ClaimCaseRoute };
    },
  },
  '/cleaners': {
    layout: 'dashboard',
    lazy: async () => {
      const { CleanersRoute } = await withFullStyles(import('./routes/cleaners'));
      return { Component: CleanersRoute };
    },
  },
  '/ai-settings': {
    layout: 'dashboard',
    lazy: async () => {
      const { AiSettingsRoute } = await withFullStyles(import('./routes/ai-settings'));
      return { Component: AiSettingsRoute };
    },
  },
  '/approvals': {
    layout: 'dashboard',
    lazy: async () => {
      const { ApprovalsRoute } = await withFullStyles(import('./routes/approvals'));
      return { Component: ApprovalsRoute };
    },
  },
  '/activity': {
    layout: 'dashboard',
    lazy: async () => {
      const { ActivityRoute } = await withFullStyles(import('./routes/activity'));
      return { Component: ActivityRoute };
    },
  },
  // Its own chunk with the charts (recharts): nothing of it is downloaded by other pages.
  '/optimizer': {
    layout: 'dashboard',
    lazy: async () => {
      const { OptimizerRoute } = await withFullStyles(import('./routes/optimizer'));
      return { Component: OptimizerRoute };
    },
  },
  '/billing': {
    layout: 'dashboard',
    lazy: async () => {
      const { BillingRoute } = await withFullStyles(import('./routes/billing'));
      return { Component: BillingRoute };
    },
  },
  '/account-settings': {
    layout: 'dashboard',
    lazy: async () => {
      const { AccountSettingsRoute } = await withFullStyles(import('./routes/account-settings'));
      return { Component: AccountSettingsRoute };
    },
  },
  '/cleaner-dashboard': {
    layout: 'cleaner',
    lazy: async () => {
      const { CleanerDashboardRoute } = await withFullStyles(import('./routes/cleaner-dashboard'));
      return { Component: CleanerDashboardRoute };
    },
  },
} satisfies Record<WebPath, PageRoute>;

function pagesIn(layout: PageLayout, kind?: 'host' | 'not-host'): RouteObject[] {
  return Object.entries(PAGES)
    .filter(([, page]) => page.layout === layout)
    .filter(([path]) => !kind || (getWebRoute(path as WebPath).kind === 'host') === (kind === 'host'))
    // Case-sensitive like the server's `isKnownWebPath`, so both agree on what is a 404.
    .map(([path, { layout: _layout, ...route }]) => ({ path, caseSensitive: true, ...route }));
}

/** The route table as react-router objects: the browser router and the prerender build share it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          Component: MarketingLayout,
          children: [
            ...pagesIn('marketing', 'not-host'),
            // Guarded pages in the marketing layout (the founders pages); the dashboard layout guards its own.
            { Component: HostGuardOutlet, children: pagesIn('marketing', 'host') },
            { path: '*', Component: NotFoundRoute },
          ],
        },
        {
          lazy: async () => {
            const { DashboardLayout } = await withFullStyles(import('./layouts/dashboard-layout'));
            return { Component: DashboardLayout };
          },
          children: pagesIn('dashboard'),
        },
        ...pagesIn('bare'),
        {
          lazy: async () => {
            const { CleanerLayout } = await withFullStyles(import('./layouts/cleaner-layout'));
            return { Component: CleanerLayout };
          },
          children: pagesIn('cleaner'),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
