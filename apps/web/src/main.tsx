// Mantine's styles for what every public page shows (header, hero, footer, loaders, 404), in
// Mantine's own order; each lazy part imports the styles of the components it adds, and the
// signed-in areas import the whole sheet (app/full-styles.ts). The layered files keep our CSS
// modules on top whatever order the sheets arrive in (ADR 008).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import type { LandingVariant } from './features/marketing/components/landing-hero';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

// The public pages arrive prerendered (ADR 008): `data-prerendered` on #root names the page's
// landing variant ('founders', 'marketing') or 'page', and React adopts that markup. On those
// pages this module is loaded once the page has painted (see apps/web/scripts/prerender-pages.ts).
// Every other path gets the empty shell and renders here.
const prerendered = rootElement.dataset.prerendered;
if (prerendered) {
  const variant: LandingVariant | null = prerendered === 'founders' || prerendered === 'marketing' ? prerendered : null;
  hydrateRoot(
    rootElement,
    <StrictMode>
      <App prerenderedVariant={variant} />
    </StrictMode>,
  );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
