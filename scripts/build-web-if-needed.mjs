// Builds the web app when its sources changed since the last build, so `npm start` always
// serves what is in the tree without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/postcss.config.cjs', 'apps/web/package.json', 'packages/shared/src', 'package-lock.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield entry;
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) hash.update(file).update(fs.readFileSync(path.join(root, file)));
}
const sourceHash = hash.digest('hex');

const current = fs.existsSync(stampFile) && fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(stampFile, 'utf8') : null;
if (current === sourceHash) process.exit(0);

console.log('Building the web app (first start, or its sources changed)…');
const result = spawnSync('npm', ['run', 'build', '-w', '@cohost/web', '--silent'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stampFile, sourceHash);
