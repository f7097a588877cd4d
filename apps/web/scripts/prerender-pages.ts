import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Logger } from 'vite';

import type { PrerenderedPage, renderPage } from '../src/entry-prerender';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface PrerenderEntry {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  renderPage: typeof renderPage;
}

// Class names whose rules live in one stylesheet: Mantine's component classes (`m_8bffd616`) and
// our CSS modules (`_hero_1x2y3_1`). A page using one must link the stylesheet that styles it.
const SCOPED_CLASS = /^(?:m_[0-9a-f]{8}|_[A-Za-z][\w]*_[\w-]{5}_\d+)$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/` → `index`, `/pricing` → `pricing`; the variant, if any, before `.html`. The server reads the same names. */
export function prerenderedFileName(page: Pick<PrerenderedPage, 'path' | 'variant'>): string {
  const slug = page.path === '/' ? 'index' : page.path.slice(1);
  return `${slug}${page.variant ? `.${page.variant}` : ''}.html`;
}

/**
 * Renders the public pages with the server build of `src/entry-prerender.tsx` into
 * `dist/prerendered/`: the built index.html with the page's markup in #root, its title, the
 * stylesheets of what it renders lazily (so it paints styled) and the paint-first start (its
 * scripts load after the first paint). Fails the build when a page uses a class whose stylesheet
 * it does not load.
 */
export async function prerenderPages({ distDir, serverEntry, logger }: { distDir: string; serverEntry: string; logger: Logger }): Promise<void> {
  const started = Date.now();
  const entry = (await import(pathToFileURL(serverEntry).href)) as PrerenderEntry;
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const entryChunk = manifest['index.html'];
  if (!entryChunk) throw new Error('The Vite manifest has no index.html entry.');
  const entryGraph = chunkGraph(manifest, [entryChunk]);
  const stylesheetsDefining = classIndex(distDir);
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const paintFirstScript = writePaintFirstScript(distDir);

  const outDir = path.join(distDir, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  for (const page of entry.PRERENDERED_PAGES) {
    const { markup, title } = await entry.renderPage(page.path, page.variant);
    const lazyChunks = page.lazyModules.map((id) => {
      const chunk = manifest[id];
      if (!chunk) throw new Error(`${page.path}: ${id} is not a chunk of the build (PRERENDERED_PAGES in src/entry-prerender.tsx is out of date).`);
      return chunk;
    });
    const pageGraph = without(chunkGraph(manifest, lazyChunks), entryGraph);
    checkStylesheets(page.path, markup, [...entryGraph.stylesheets, ...pageGraph.stylesheets], stylesheetsDefining);

    let html = replaceOnce(shell, '<title>Cohost</title>', `<title>${escapeHtml(title)}</title>`);
    html = replaceOnce(html, '</head>', `  ${stylesheetTags(pageGraph.stylesheets)}\n  </head>`);
    html = paintFirst(html, paintFirstScript, [...entryGraph.scripts, ...pageGraph.scripts]);
    html = replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="${page.variant ?? 'page'}">${markup}</div>`);
    fs.writeFileSync(path.join(outDir, prerenderedFileName(page)), html);
  }

  // The manifest was only for this step; the server would otherwise serve it.
  fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  fs.rmSync(path.dirname(serverEntry), { recursive: true, force: true });
  logger.info(`prerendered ${entry.PRERENDERED_PAGES.length} public pages into ${path.relative(process.cwd(), outDir)} in ${Date.now() - started} ms`);
}

interface ChunkGraph {
  scripts: string[];
  stylesheets: string[];
}

function without(graph: ChunkGraph, loaded: ChunkGraph): ChunkGraph {
  return { scripts: graph.scripts.filter((file) => !loaded.scripts.includes(file)), stylesheets: graph.stylesheets.filter((file) => !loaded.stylesheets.includes(file)) };
}

function stylesheetTags(stylesheets: string[]): string {
  return stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/** The JavaScript and CSS files of `roots` and their static imports, in load order. */
function chunkGraph(manifest: Record<string, ManifestChunk>, roots: ManifestChunk[]): ChunkGraph {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const visit = (chunk: ManifestChunk) => {
    if (scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const key of chunk.imports ?? []) if (manifest[key]) visit(manifest[key]);
    for (const file of chunk.css ?? []) if (!stylesheets.includes(file)) stylesheets.push(file);
  };
  roots.forEach(visit);
  return { scripts, stylesheets };
}

/** Scoped class name → the built stylesheets (`assets/x.css`) that have rules for it. */
function classIndex(distDir: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const assets = path.join(distDir, 'assets');
  for (const name of fs.readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    const css = fs.readFileSync(path.join(assets, name), 'utf8');
    for (const [, className] of css.matchAll(/\.([A-Za-z_][\w-]*)/g)) {
      if (!SCOPED_CLASS.test(className!)) continue;
      const files = index.get(className!) ?? [];
      if (!files.includes(`assets/${name}`)) files.push(`assets/${name}`);
      index.set(className!, files);
    }
  }
  return index;
}

function checkStylesheets(pagePath: string, markup: string, linked: string[], stylesheetsDefining: Map<string, string[]>): void {
  const unstyled = new Set<string>();
  for (const [, classList] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const className of classList!.split(/\s+/)) {
      const files = stylesheetsDefining.get(className);
      if (files && !files.some((file) => linked.includes(file))) unstyled.add(`${className} (in ${files.join(', ')})`);
    }
  }
  if (unstyled.size > 0) {
    throw new Error(`${pagePath} would paint unstyled: it uses ${[...unstyled].slice(0, 5).join('; ')}, whose stylesheet it does not load. Import the component's CSS where the component is used.`);
  }
}

/**
 * A prerendered page is complete without JavaScript, so it is painted before any of the app's
 * code downloads or runs (which would compete with it for bandwidth and the main thread). The
 * page loads one small script instead of the entry: once the browser reports the first
 * contentful paint, it preloads the modules listed in its `data-modules` (the entry and what the
 * page renders lazily) and imports the entry. A page opened in the background starts at once,
 * as nothing is painted there; a browser without paint timing waits for one frame.
 */
const PAINT_FIRST_CODE = `const modules = document.querySelector('script[data-modules]').dataset.modules.split(' ');
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  import(modules[0]);
};
if (document.visibilityState !== 'visible') {
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
`;

function writePaintFirstScript(distDir: string): string {
  const file = `assets/paint-first-${createHash('sha256').update(PAINT_FIRST_CODE).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(distDir, file), PAINT_FIRST_CODE);
  return `/${file}`;
}

/** index.html with the paint-first script in place of the entry's script and modulepreloads. */
function paintFirst(html: string, paintFirstScript: string, modules: string[]): string {
  const withoutScripts = html.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '');
  const tag = `<script type="module" fetchpriority="low" src="${paintFirstScript}" data-modules="${modules.map((file) => `/${file}`).join(' ')}"></script>`;
  return replaceOnce(withoutScripts, '</head>', `  ${tag}\n  </head>`);
}

function replaceOnce(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at === -1 || text.indexOf(search, at + 1) !== -1) throw new Error(`index.html must contain ${search} exactly once.`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}
