import { Box } from '@mantine/core';
import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

import { readLastKnownFoundersCount, useFoundersCount } from '../../features/billing/api/get-founders-count';
import { useFounderCta } from '../../features/billing/lib/use-founder-cta';
import { describeFounders, type FoundersView } from '../../features/marketing/domain/founders-view';
import { FounderCtaButton } from '../../features/marketing/components/founder-cta-button';
import { FoundersSpotsBadge } from '../../features/marketing/components/founders-spots-badge';
import { LandingHero, PRODUCT_TOUR_ID } from '../../features/marketing/components/landing-hero';
import { useIsFromServerMarkup } from '../../features/marketing/components/use-is-from-server-markup';
import { useKnownSession } from '../../features/session/session-context';
import { useSiteInfo } from '../../features/support/api/get-site-info';
import { useLandingVariant } from './landing-variant';

// Everything below the hero loads after the first paint, each variant in its own chunk, so the
// landing page's first download stays small (issue 4: ≤ 150 KB of JavaScript).
const FoundersSections = lazy(async () => ({ default: (await import('../../features/marketing/components/founders-sections')).FoundersSections }));
const SampleChat = lazy(async () => ({ default: (await import('../../features/marketing/components/sample-chat')).SampleChat }));
const MarketingSections = lazy(async () => ({ default: (await import('../../features/marketing/components/marketing-sections')).MarketingSections }));

/**
 * `/` and `/homepage`: the founders or the marketing variant (see `useLandingVariant`). Both are
 * prerendered; the first render here equals the server's (no storage, no clock), see ADR 008.
 */
export function LandingRoute() {
  const { pathname } = useLocation();
  const variant = useLandingVariant(pathname);
  // BILLING=off: the installation sells nothing, so no Founders offer, plans or trial anywhere on the page.
  const isBillingOff = useSiteInfo().data?.billing === 'off';

  // Rendered in the browser alone, the sections come in a transition: React renders them in
  // small slices, so the hero stays responsive while they arrive. Prerendered, they are already
  // on the page and hydrate with it.
  const isFromServerMarkup = useIsFromServerMarkup();
  const [areSectionsShown, setAreSectionsShown] = useState(isFromServerMarkup);
  useEffect(() => {
    if (variant) startTransition(() => setAreSectionsShown(true));
  }, [variant]);

  const { data: foundersData, isPending: isFoundersPending, isError: isFoundersError } = useFoundersCount();
  // The figure this browser saw last, for when the live one cannot be loaded. Storage is read
  // only once a request has failed: never in the server's render nor while hydrating.
  const lastKnownCount = useMemo(() => (isFoundersError ? readLastKnownFoundersCount() : null), [isFoundersError]);
  const founders = useMemo(
    () => describeFounders({ data: foundersData, isPending: isFoundersPending, isError: isFoundersError }, () => lastKnownCount),
    [foundersData, isFoundersPending, isFoundersError, lastKnownCount],
  );
  const { status } = useKnownSession();
  const { start: startCta, isPending: isCtaPending } = useFounderCta(status);
  const ctaRendererFor = useCallback(
    (view: FoundersView) =>
      function renderCta(size: 'md' | 'lg' = 'lg') {
        return <FounderCtaButton size={size} onClick={() => void startCta()} isPending={isCtaPending} disabled={view.kind === 'known' && !view.isOpen} />;
      },
    [startCta, isCtaPending],
  );
  // The offer is only advertised while it is open, or while we cannot tell.
  const isOfferShown = !isBillingOff && (variant === 'founders' || (founders.kind === 'known' && founders.isOpen));

  // On a prerendered page the sample chat and the sections hydrate in the background, in slices.
  // New props would make React hydrate such a part at once, in one long task; so their elements
  // change only with their content, and the figures reach the sections as a deferred value
  // (whose update hydrates in slices too).
  const sampleChat = useMemo(
    () =>
      variant === 'founders' ? (
        <Suspense fallback={<Box h={360} w="100%" maw={460} />}>
          <SampleChat />
        </Suspense>
      ) : null,
    [variant],
  );
  const sectionsFounders = useDeferredValue(founders);
  const sections = useMemo(
    () => (
      // Until the sections arrive the page keeps its height, so the footer does not jump.
      <Suspense fallback={<Box mih="100vh" />}>
        {!areSectionsShown && <Box mih="100vh" />}
        {areSectionsShown && variant === 'founders' && <FoundersSections founders={sectionsFounders} renderCta={ctaRendererFor(sectionsFounders)} />}
        {areSectionsShown && variant === 'marketing' && <MarketingSections isBillingOff={isBillingOff} />}
      </Suspense>
    ),
    [areSectionsShown, variant, sectionsFounders, ctaRendererFor, isBillingOff],
  );

  return (
    <>
      <LandingHero
        variant={variant}
        badge={variant && isOfferShown ? <FoundersSpotsBadge view={founders} /> : null}
        founderCta={ctaRendererFor(founders)()}
        aside={sampleChat}
        onWatchDemo={() => document.getElementById(PRODUCT_TOUR_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        isBillingOff={isBillingOff}
      />
      {sections}
    </>
  );
}
