import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { JourneySequencer } from './support/sequencer';

// Browser journeys against a real Cohost process: run with `npx vitest run --config e2e/vitest.config.ts`.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'e2e',
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One server and one Chromium at a time: the CI machine has two cores, and parallel browsers
    // there make timings, not the product, the thing under test.
    fileParallelism: false,
    // Journeys that move the developer clock by days go last (support/sequencer.ts).
    sequence: { sequencer: JourneySequencer },
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
