import { findWebRoute, type WebPath } from '@cohost/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from './app/providers';
import { createAppRoutes } from './app/router';
import type { LandingVariant } from './features/marketing/components/landing-hero';
import { PrerenderedVariantContext } from './features/marketing/components/prerendered-variant';

export interface PrerenderedPage {
  path: WebPath;
  /** The landing variant rendered (`/` has one file per variant; the server picks by LAUNCH_MODE). */
  variant: LandingVariant | null;
  /** Modules the page renders through React.lazy: the page links their chunks and stylesheets. */
  lazyModules: readonly string[];
}

const MARKETING = 'src/features/marketing/components';

/** The public pages, rendered at build time into dist/prerendered/<path>[.<variant>].html. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', variant: 'founders', lazyModules: [`${MARKETING}/founders-sections.tsx`, `${MARKETING}/sample-chat.tsx`] },
  { path: '/', variant: 'marketing', lazyModules: [`${MARKETING}/marketing-sections.tsx`] },
  { path: '/homepage', variant: null, lazyModules: [`${MARKETING}/marketing-sections.tsx`] },
  { path: '/pricing', variant: null, lazyModules: ['src/app/routes/pricing.tsx'] },
  { path: '/faq', variant: null, lazyModules: ['src/app/routes/faq.tsx'] },
  { path: '/terms', variant: null, lazyModules: ['src/app/routes/legal.tsx'] },
  { path: '/privacy', variant: null, lazyModules: ['src/app/routes/legal.tsx'] },
];

/**
 * Renders one public page to HTML at build time (vite.config.ts runs it for each prerendered
 * page; ADR 008). The tree is `App`'s, with the static router in place of the browser's, so the
 * browser's first render hydrates exactly this markup: nobody signed in yet, no query answered,
 * no clock read. `prerender` waits for every React.lazy part, so the page is complete.
 */
export async function renderPage(pathname: string, variant: LandingVariant | null): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://cohost.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status}); it cannot be prerendered.`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders with status ${context.statusCode}; it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // An error would leave a boundary for the browser to render instead: the build fails rather than ship that.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderedVariantContext value={variant}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderedVariantContext>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: a large one would otherwise be sent after the shell and moved
      // into place by an inline script, which the Content-Security-Policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${pathname} failed: ${String(errors[0])}`, { cause: errors[0] });
  return { markup: await new Response(prelude).text(), title: `${findWebRoute(pathname)?.title ?? 'Page Not Found'} | Cohost` };
}
