import { MESSAGE_TRIGGERS, type MessageTemplateList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '../domain/message-template';
import { assertHost } from '../domain/messaging-access';
import { toTemplate } from '../domain/template-view';
import type { MessagingDeps } from '../messaging.deps';
import { loadTemplates } from '../messaging.repo';

export async function listMessageTemplates(deps: MessagingDeps, actor: Actor): Promise<MessageTemplateList> {
  assertHost(actor);
  const templates = await loadTemplates(deps, actor.workspaceId);
  return {
    items: MESSAGE_TRIGGERS.map((trigger) => toTemplate(templates[trigger])),
    variables: (Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[]).map((name) => ({ name, description: TEMPLATE_VARIABLES[name] })),
  };
}
