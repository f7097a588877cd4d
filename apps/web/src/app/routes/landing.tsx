import { Box } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { readLastKnownFoundersCount, useFoundersCount } from '../../features/billing/api/get-founders-count';
import { useFounderCta } from '../../features/billing/lib/use-founder-cta';
import { describeFounders } from '../../features/marketing/domain/founders-view';
import { FounderCtaButton } from '../../features/marketing/components/founder-cta-button';
import { FoundersSpotsBadge } from '../../features/marketing/components/founders-spots-badge';
import { LandingHero, PRODUCT_TOUR_ID, type LandingVariant } from '../../features/marketing/components/landing-hero';
import { useKnownSession } from '../../features/session/session-context';
import { useSiteInfo } from '../../features/support/api/get-site-info';

// Everything below the hero loads after the first paint, each variant in its own chunk, so the
// landing page's first download stays small (issue 4: ≤ 150 KB of JavaScript).
const FoundersSections = lazy(async () => ({ default: (await import('../../features/marketing/components/founders-sections')).FoundersSections }));
const SampleChat = lazy(async () => ({ default: (await import('../../features/marketing/components/sample-chat')).SampleChat }));
const MarketingSections = lazy(async () => ({ default: (await import('../../features/marketing/components/marketing-sections')).MarketingSections }));

/**
 * `/` shows the founders variant while the server is in pre-launch mode and the marketing
 * variant once launched; `/homepage` always shows the marketing variant (DESIGN §1). If the
 * server cannot be asked, the marketing variant is the safe default: it promises nothing.
 */
export function LandingRoute() {
  const { pathname } = useLocation();
  const isAlwaysMarketing = pathname !== '/';
  const siteInfo = useSiteInfo({ enabled: !isAlwaysMarketing });
  const variant: LandingVariant | null = isAlwaysMarketing
    ? 'marketing'
    : siteInfo.data
      ? siteInfo.data.launchMode === 'prelaunch'
        ? 'founders'
        : 'marketing'
      : siteInfo.isError
        ? 'marketing'
        : null;

  // The sections render in a transition: React renders them in small slices, so the hero stays
  // responsive while they arrive (no long task for the whole page at once).
  const [areSectionsShown, setAreSectionsShown] = useState(false);
  useEffect(() => {
    if (variant) startTransition(() => setAreSectionsShown(true));
  }, [variant]);

  const foundersQuery = useFoundersCount();
  const founders = describeFounders(foundersQuery, readLastKnownFoundersCount);
  const { status } = useKnownSession();
  const cta = useFounderCta(status);
  // The offer is only advertised while it is open, or while we cannot tell.
  const isOfferShown = variant === 'founders' || (founders.kind === 'known' && founders.isOpen);
  const renderCta = (size: 'md' | 'lg' = 'lg') => (
    <FounderCtaButton size={size} onClick={() => void cta.start()} isPending={cta.isPending} disabled={founders.kind === 'known' && !founders.isOpen} />
  );

  return (
    <>
      <LandingHero
        variant={variant}
        badge={variant && isOfferShown ? <FoundersSpotsBadge view={founders} /> : null}
        founderCta={renderCta()}
        aside={
          variant === 'founders' ? (
            <Suspense fallback={<Box h={360} w="100%" maw={460} />}>
              <SampleChat />
            </Suspense>
          ) : null
        }
        onWatchDemo={() => document.getElementById(PRODUCT_TOUR_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      />
      {/* Until the sections arrive the page keeps its height, so the footer does not jump. */}
      <Suspense fallback={<Box mih="100vh" />}>
        {!areSectionsShown && <Box mih="100vh" />}
        {areSectionsShown && variant === 'founders' && <FoundersSections founders={founders} renderCta={renderCta} />}
        {areSectionsShown && variant === 'marketing' && <MarketingSections />}
      </Suspense>
    </>
  );
}
