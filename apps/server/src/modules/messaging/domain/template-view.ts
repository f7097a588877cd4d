import { MESSAGE_TRIGGER_LABELS, type MessageTemplate, type MessageTrigger } from '@cohost/shared';
import type { messageTemplates } from '../messaging.tables';
import { readTemplate } from './message-template';
import { TRIGGERS } from './scheduled-triggers';

/** A trigger's template as it applies: the workspace's own, or the default. */
export interface EffectiveTemplate {
  trigger: MessageTrigger;
  enabled: boolean;
  body: string;
  row: typeof messageTemplates.$inferSelect | null;
}

export function toTemplate(template: EffectiveTemplate): MessageTemplate {
  return {
    trigger: template.trigger,
    name: MESSAGE_TRIGGER_LABELS[template.trigger].name,
    when: MESSAGE_TRIGGER_LABELS[template.trigger].when,
    enabled: template.enabled,
    body: template.body,
    customized: template.body !== TRIGGERS[template.trigger].defaultBody,
    variables: readTemplate(template.body).variables,
    updatedAt: template.row?.updatedAt.toISOString() ?? null,
  };
}
