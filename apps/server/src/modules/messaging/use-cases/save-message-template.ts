import type { MessageTemplate } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertTemplateText, parseTrigger } from '../domain/message-template';
import { assertHost } from '../domain/messaging-access';
import { toTemplate } from '../domain/template-view';
import type { MessagingDeps } from '../messaging.deps';
import { upsertTemplate } from '../messaging.repo';

export async function saveMessageTemplate(deps: MessagingDeps, actor: Actor, triggerParam: string, input: { enabled: boolean; body: string }): Promise<MessageTemplate> {
  assertHost(actor);
  const trigger = parseTrigger(triggerParam);
  assertTemplateText(input.body, 'body');
  const row = await upsertTemplate(deps.db, { workspaceId: actor.workspaceId, trigger, enabled: input.enabled, body: input.body, updatedAt: deps.clock.now(), updatedBy: actor.userId });
  return toTemplate({ trigger, enabled: row.enabled, body: row.body, row });
}

