import { MESSAGE_TRIGGER_LABELS, type MessageTemplate } from '@cohost/shared';
import type { EffectiveTemplate } from '../messaging.repo';
import { readTemplate } from './message-template';
import { TRIGGERS } from './scheduled-triggers';

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
