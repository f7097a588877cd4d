import type { LandingVariant } from '../features/marketing/components/landing-hero';
import { PrerenderedVariantContext } from '../features/marketing/components/prerendered-variant';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app in the browser; `prerenderedVariant` is the landing variant the server prerendered into this document. */
export function App({ prerenderedVariant = null }: { prerenderedVariant?: LandingVariant | null }) {
  return (
    <PrerenderedVariantContext value={prerenderedVariant}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </PrerenderedVariantContext>
  );
}
