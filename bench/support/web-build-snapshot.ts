import fs from 'node:fs';
import path from 'node:path';

const ATTEMPTS = 5;
const RETRY_MS = 2_000;
// Asset names as the built files refer to each other: `"/assets/x.js"` in index.html,
// `"assets/x.js"` in Vite's preload map, `"./x.js"` in imports between chunks.
const ASSET_REFERENCE = /["'](?:\/?assets\/|\.\/)([\w.-]+\.(?:js|css))["']/g;

/**
 * Copies the built web app to `into` and checks that every file the copy refers to is in it.
 * apps/web/dist belongs to the work tree, and anything that builds (a test run, another
 * benchmark, `npm start`) empties and refills it: a server serving it directly would answer
 * 404 for the old hashed files half-way through a measurement, and Lighthouse would see a
 * blank page. A rebuild during the copy makes a mixed copy, hence the check and the retries.
 */
export async function snapshotWebBuild(distDir: string, into: string): Promise<void> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      fs.rmSync(into, { recursive: true, force: true });
      fs.cpSync(distDir, into, { recursive: true });
      const missing = missingAssets(into);
      if (missing.length === 0) return;
      problem = `the copy refers to files it lacks (${missing.slice(0, 3).join(', ')}): a rebuild ran during the copy`;
    } catch (error) {
      problem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new Error(`could not take a consistent copy of ${distDir} in ${ATTEMPTS} attempts: ${problem}`);
}

function missingAssets(dir: string): string[] {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return ['index.html'];
  const assetsDir = path.join(dir, 'assets');
  const files = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [];
  const present = new Set(files);
  const sources = [index, ...files.filter((name) => name.endsWith('.js')).map((name) => path.join(assetsDir, name))];
  const missing = new Set<string>();
  for (const source of sources) {
    for (const match of fs.readFileSync(source, 'utf8').matchAll(ASSET_REFERENCE)) {
      if (!present.has(match[1]!)) missing.add(match[1]!);
    }
  }
  return [...missing];
}
