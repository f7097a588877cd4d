import os from 'node:os';
import path from 'node:path';
import { loadEnv, type Env } from '../../src/env';

/** PostgreSQL server to run integration tests against; unset means embedded PGlite only. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL || undefined;

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: path.join(os.tmpdir(), 'cohost-test-unused'),
    // Test apps use the built-in payment provider, which takes no real money (also when a test runs as production).
    LOCAL_PAYMENTS_TAKE_NO_MONEY: 'true',
    // The simulated supply vendor never runs out in tests (its stock-outs have their own unit test).
    SIMULATED_VENDOR_STOCK_OUT_ONE_IN: '0',
    // Screens are not kept between reads: tests write through use cases and the database and read
    // straight after, without waiting for the database's announcements (read-cache.int.test.ts tests the cache).
    READ_CACHE_SECONDS: '0',
    ...overrides,
  });
}
