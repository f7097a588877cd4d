import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BuiltFile {
  /** Path as the browser asks for it, e.g. `/assets/index-abc.js`. */
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialAssets {
  /** The entry script, its modulepreloads and everything they import statically, in load order. */
  scripts: BuiltFile[];
  /** Stylesheets linked from index.html: render-blocking, so they weigh on the first paint too. */
  stylesheets: BuiltFile[];
  /** Where the list came from: Vite's manifest when the build writes one, else index.html. */
  source: 'manifest' | 'index.html';
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`: static imports in Vite's
// output. `import("./x.js")` (a lazy chunk) does not match: a parenthesis cannot follow `import`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;

/**
 * What the first load of `/` fetches from the built web app before any lazy chunk: the figure
 * the initial-JavaScript budget is about. Each file is gzipped at level 9 (what a precompressing
 * server or CDN would send; the app's own server compresses at a lower level, which the browser
 * figure shows).
 */
export function findInitialAssets(distDir: string): InitialAssets {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (fs.existsSync(manifestFile)) return fromManifest(distDir, JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);

  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: the web app is not built`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/gi) ?? [];
  const entries: string[] = [];
  const stylesheets: string[] = [];
  for (const tag of tags) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attribute('src')) entries.push(attribute('src')!);
    else if (attribute('rel') === 'modulepreload' && attribute('href')) entries.push(attribute('href')!);
    else if (attribute('rel') === 'stylesheet' && attribute('href')) stylesheets.push(attribute('href')!);
  }
  if (entries.length === 0) throw new Error(`${indexFile} loads no script`);
  return {
    scripts: withStaticImports(distDir, entries).map((url) => measure(distDir, url)),
    stylesheets: stylesheets.map((url) => measure(distDir, url)),
    source: 'index.html',
  };
}

function fromManifest(distDir: string, manifest: Record<string, ManifestChunk>): InitialAssets {
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  const scripts: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    const url = `/${chunk.file}`;
    if (scripts.includes(url)) return;
    scripts.push(url);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    // `dynamicImports` are the lazy chunks: left out on purpose.
    for (const key of chunk.imports ?? []) if (manifest[key]) visit(manifest[key]);
  };
  visit(entry);
  return {
    scripts: scripts.map((url) => measure(distDir, url)),
    stylesheets: [...css].map((url) => measure(distDir, url)),
    source: 'manifest',
  };
}

/** Follows static imports from the given scripts, so a chunk missing from the preload list still counts. */
function withStaticImports(distDir: string, entries: string[]): string[] {
  const seen: string[] = [];
  const visit = (url: string) => {
    if (seen.includes(url)) return;
    seen.push(url);
    const code = fs.readFileSync(fileOf(distDir, url), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(path.posix.resolve(path.posix.dirname(url), match[1]!));
  };
  entries.forEach(visit);
  return seen;
}

function fileOf(distDir: string, url: string): string {
  const pathname = new URL(url, 'http://app.invalid/').pathname;
  return path.join(distDir, decodeURIComponent(pathname));
}

function measure(distDir: string, url: string): BuiltFile {
  const content = fs.readFileSync(fileOf(distDir, url));
  return { url: new URL(url, 'http://app.invalid/').pathname, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
}
