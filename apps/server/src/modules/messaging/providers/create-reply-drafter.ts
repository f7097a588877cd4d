import type { Env } from '../../../env';
import type { Logger } from '../../../platform/log/logger';
import { createOpenAiCompatibleDrafter } from './openai-compatible-drafter';
import { localDrafter, type ReplyDrafter } from './reply-drafter';

type DrafterEnv = Pick<Env, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The one place the reply drafter is chosen (AI_PROVIDER); env.ts made sure AI_BASE_URL and AI_MODEL are there. */
export function createReplyDrafter(env: DrafterEnv, log: Logger): ReplyDrafter {
  if (env.AI_PROVIDER === 'openai-compatible') {
    return createOpenAiCompatibleDrafter({
      baseUrl: env.AI_BASE_URL!,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL!,
      timeoutMs: env.AI_TIMEOUT_MS,
      log,
    });
  }
  return localDrafter;
}
