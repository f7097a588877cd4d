// Builds what `npm start` runs when its sources changed since the last build: the web app
// (Vite) and the server bundle (esbuild; packages stay in node_modules). A fresh clone builds
// once; later starts skip straight to serving.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

function sourceHash(inputs) {
  const hash = createHash('sha256');
  const walk = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isFile()) return void hash.update(entry).update(fs.readFileSync(full));
    for (const name of fs.readdirSync(full).sort()) walk(path.join(entry, name));
  };
  inputs.forEach(walk);
  return hash.digest('hex');
}

async function buildIfChanged(name, outDir, inputs, run) {
  const stamp = path.join(root, outDir, '.source-hash');
  const hash = sourceHash(inputs);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  const started = performance.now();
  console.log(`Building the ${name} (first start, or its sources changed)…`);
  await run();
  fs.writeFileSync(stamp, hash);
  console.log(`Built the ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * A build step run quietly: its output (Vite's chunk listings, the model's training) is shown
 * only when it fails, so a first start reads like the next ones. BUILD_VERBOSE=1 shows it all.
 */
function runQuietly(command, args, options) {
  const verbose = process.env.BUILD_VERBOSE === '1';
  const result = spawnSync(command, args, { ...options, stdio: verbose ? 'inherit' : 'pipe', encoding: 'utf8' });
  if (result.status === 0) return;
  if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  process.exit(result.status ?? 1);
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

// `vite build` also prerenders the public pages into apps/web/dist/prerendered (ADR 008).
await buildIfChanged('web app', 'apps/web/dist', ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/scripts', 'apps/web/postcss.config.cjs', 'apps/web/package.json', ...shared], async () => {
  // Always a production build: a NODE_ENV of test or development in the caller's shell would
  // otherwise bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  runQuietly('npm', ['run', 'build', '-w', '@cohost/web', '--silent'], { cwd: root, env });
});

await buildIfChanged('server', 'apps/server/dist', ['apps/server/src', 'apps/server/package.json', ...shared], async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name !== '@cohost/shared')
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
  await build({
    entryPoints: ['main', 'create-embedded-database', 'embedded-database-thread'].map((entry) => path.join(root, `apps/server/src/${entry}.ts`)),
    outdir: path.join(root, 'apps/server/dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // The co-host's intent model, trained once here by the bundle itself (its cache key names the
  // bundled code), so no start trains it: a first start restores it like a restart.
  runQuietly(process.execPath, [path.join(root, 'apps/server/dist/main.mjs'), '--prepare-intent-model'], { cwd: root });
});
