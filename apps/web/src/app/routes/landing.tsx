import { LandingHero } from '../../features/marketing/components/landing-hero';

export function LandingRoute() {
  return <LandingHero />;
}
