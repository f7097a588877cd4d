import os from 'node:os';
import path from 'node:path';
import { loadIntentModel, type IntentModel } from '../../src/modules/messaging/domain/intent-model';
import { fileIntentModelStore } from '../../src/modules/messaging/providers/intent-model-file-store';

/**
 * The shipped model for tests, restored from the cache the test app's data directory uses
 * (test-env.ts), so a run trains it once instead of once per test file.
 */
export const testIntentModelStore = fileIntentModelStore(path.join(os.tmpdir(), 'cohost-test-unused', 'cache', 'intent-model'));

export function testIntentModel(): Promise<IntentModel> {
  return loadIntentModel(testIntentModelStore);
}
