import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25: the runtimes package.json `engines` names are the ones every installed package
// accepts, so `npm ci` on a supported Node and npm prints no EBADENGINE warning, and the README
// says the same. A dependency that raises its engines (pg-boss 12 wants Node 22.12, the Seam
// SDK's types npm 10.9.4) fails this until engines and README are raised with it, or the
// dependency is pinned to a version that accepts them.
const require = createRequire(import.meta.url);
const semver = require('semver') as { minVersion(range: string): { version: string } | null; satisfies(version: string, range: string): boolean };

const ROOT = path.join(import.meta.dirname, '../../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string; npm: string } };
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: Record<string, string> | string[] }>;
};

/** The lowest version of each supported line (`>=22.13.0` → 22.13.0), and Node 24, which CI runs. */
const lowest = (range: string) => range.split('||').map((part) => semver.minVersion(part.trim())!.version);
const NODES = [...new Set([...lowest(pkg.engines.node), '24.0.0'])];
const NPMS = lowest(pkg.engines.npm);

/** Packages `npm ci` installs here (an optional one for another platform is in the lockfile but not on disk). */
const installed = Object.entries(lock.packages).filter(([where, entry]) => where !== '' && (!entry.optional || fs.existsSync(path.join(ROOT, where))));

describe('engines: what package.json and the README promise, every installed package accepts', () => {
  it('names the supported Node and npm', () => {
    expect(NODES).toEqual(['22.13.0', '24.0.0']);
    expect(NPMS).toEqual(['10.9.4']);
  });

  it.each(NODES)('every package accepts Node %s', (node) => {
    const refusing = installed.filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node && !semver.satisfies(node, entry.engines.node));
    expect(refusing.map(([where, entry]) => `${where}@${entry.version}: ${(entry.engines as Record<string, string>).node}`)).toEqual([]);
  });

  it.each(NPMS)('every package accepts npm %s', (npm) => {
    const refusing = installed.filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.npm && !semver.satisfies(npm, entry.engines.npm));
    expect(refusing.map(([where, entry]) => `${where}@${entry.version}: ${(entry.engines as Record<string, string>).npm}`)).toEqual([]);
  });

  it('the README says the same', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('Node.js 22.13+ or 24');
    expect(readme).toContain('npm 10.9.4+');
  });
});
