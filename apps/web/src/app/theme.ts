import { Badge, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shade 7 keeps white button text and links above the WCAG AA contrast ratio (4.5:1).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700', textWrap: 'balance' },
  components: {
    // Labels such as 'Host' read as written rather than shouted.
    Badge: Badge.extend({ styles: { root: { textTransform: 'none' } } }),
  },
});

// Mantine's default dimmed grey is 3.3:1 on white; this one is 5.8:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});
