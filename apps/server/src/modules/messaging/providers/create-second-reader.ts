import type { Env } from '../../../env';
import type { Logger } from '../../../platform/log/logger';
import { createOpenAiCompatibleSecondReader } from './openai-compatible-second-reader';
import { nullSecondReader, type SecondReader } from './second-reader';

type SecondReaderEnv = Pick<Env, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_SECOND_READER_TIMEOUT_MS'>;

/** The second reader of every guest message, chosen by AI_PROVIDER like the drafter (create-reply-drafter.ts). */
export function createSecondReader(env: SecondReaderEnv, log: Logger): SecondReader {
  if (env.AI_PROVIDER === 'openai-compatible') {
    return createOpenAiCompatibleSecondReader({
      baseUrl: env.AI_BASE_URL!,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL!,
      timeoutMs: env.AI_SECOND_READER_TIMEOUT_MS,
      log,
    });
  }
  return nullSecondReader;
}
