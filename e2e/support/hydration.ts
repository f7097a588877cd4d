import type { Page } from 'playwright-core';

/**
 * The public pages arrive prerendered (docs/decisions/008-prerendered-public-pages.md): they are
 * on screen before the app's code has loaded, and a click before React has adopted the markup
 * does nothing. Resolves once every element of a prerendered page belongs to React (React marks
 * each element it owns with a `__reactFiber$…` property), and at once on any other page.
 */
interface PageRoot {
  dataset: Record<string, string | undefined>;
  querySelectorAll(selector: string): ArrayLike<object>;
}

export async function waitForHydration(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      // Runs in the page; the e2e project has no DOM types.
      const root = (globalThis as unknown as { document: { getElementById(id: string): PageRoot | null } }).document.getElementById('root');
      if (!root?.dataset.prerendered) return true;
      return Array.from(root.querySelectorAll('*')).every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout: timeoutMs },
  );
}
