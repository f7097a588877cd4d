// `npm test`: lint, typecheck, unit and integration tiers, then the browser journeys.
// Integration runs on embedded PGlite, or on PostgreSQL when DATABASE_URL is set.
// Without Chromium the browser tier is skipped, loudly; everything else still has to pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const only = ['--unit', '--integration', '--e2e', '--static'].filter((flag) => args.has(flag));
const wants = (tier) => only.length === 0 || args.has(`--${tier}`);
const reports = path.join(root, '.cache/test-reports');
fs.mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(title, command, commandArgs, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    ok = false;
    console.error(`✗ ${title} failed`);
  }
  return result.status === 0;
}

function vitest(title, vitestArgs, reportName) {
  const report = path.join(reports, `${reportName}.json`);
  fs.rmSync(report, { force: true });
  run(title, 'npx', ['vitest', 'run', ...vitestArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!fs.existsSync(report)) return;
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
}

if (wants('static')) {
  run('lint', 'npm', ['run', 'lint', '--silent']);
  run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
}
if (wants('unit')) vitest('unit tests', ['--project', 'unit'], 'unit');
if (wants('integration')) {
  const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'embedded PGlite';
  vitest(`integration tests on ${database}`, ['--project', 'integration'], 'integration');
}
if (wants('e2e')) {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chrome)) {
    vitest('browser journeys', ['--config', 'e2e/vitest.config.ts'], 'e2e');
  } else {
    const line = '!'.repeat(78);
    console.warn(`\n${line}\n!! BROWSER JOURNEYS SKIPPED: Chromium not found at ${chrome}.\n!! Install it (apt-get install -y chromium) or set CHROME_PATH, then run npm test again.\n${line}`);
  }
}

console.log(`\n${ok ? 'All checks passed.' : 'Some checks FAILED (see above).'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
