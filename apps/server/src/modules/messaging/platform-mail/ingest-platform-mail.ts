import type { PlatformMailOutcome } from '@cohost/shared';
import type { MessagingDeps } from '../messaging.deps';
import { applyPlatformMail } from './apply-platform-mail';
import { parsePlatformMail } from './parse/parse-platform-mail';

/**
 * One raw email from the workspace's platform mailbox (IMAP) or its forwarding address (webhook):
 * parsed, recorded once per Message-Id in `platform_mail`, and applied — a guest message joins its
 * stay's conversation (by reservation code, then listing and dates; an inquiry gets its own) and
 * goes through the co-host as any guest message; a booking notice fills the stay; a bounce fails
 * our reply; anything else is listed as ignored.
 */
export async function ingestPlatformMail(
  deps: MessagingDeps,
  input: { workspaceId: string; raw: string | Uint8Array; source: 'imap' | 'webhook' | 'demo' },
): Promise<{ outcome: PlatformMailOutcome; conversationId: string | null }> {
  const parsed = await parsePlatformMail(input.raw);
  return applyPlatformMail(deps, { workspaceId: input.workspaceId, parsed, source: input.source, receivedAt: deps.clock.now() });
}
