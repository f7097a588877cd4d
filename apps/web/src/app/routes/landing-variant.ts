import type { LandingVariant } from '../../features/marketing/components/landing-hero';
import { usePrerenderedVariant } from '../../features/marketing/components/prerendered-variant';
import { useSiteInfo } from '../../features/support/api/get-site-info';

/**
 * Which landing `pathname` shows: `/` the founders variant while the server is in pre-launch mode
 * (and sells, BILLING=on) and the marketing variant once launched or with billing off; `/homepage` always the marketing variant (DESIGN §1).
 * Until site-info answers, the variant the server prerendered into the page (the same
 * LAUNCH_MODE) stands; without one, null. If the server cannot be asked, the marketing variant
 * is the safe default: it promises nothing.
 */
export function useLandingVariant(pathname: string): LandingVariant | null {
  const isAlwaysMarketing = pathname !== '/';
  const siteInfo = useSiteInfo({ enabled: !isAlwaysMarketing });
  const prerendered = usePrerenderedVariant();
  if (isAlwaysMarketing) return 'marketing';
  if (siteInfo.data) return siteInfo.data.launchMode === 'prelaunch' && siteInfo.data.billing === 'on' ? 'founders' : 'marketing';
  return prerendered ?? (siteInfo.isError ? 'marketing' : null);
}
