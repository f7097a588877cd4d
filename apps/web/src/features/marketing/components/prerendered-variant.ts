import { createContext, use } from 'react';

import type { LandingVariant } from './landing-hero';

/**
 * The variant of `/` the server prerendered into this document, or null when the page was not
 * prerendered. `/` shows it from its first render, so hydration finds the markup it expects;
 * site-info, read from the same LAUNCH_MODE, says the same once it answers.
 */
export const PrerenderedVariantContext = createContext<LandingVariant | null>(null);

export function usePrerenderedVariant(): LandingVariant | null {
  return use(PrerenderedVariantContext);
}
