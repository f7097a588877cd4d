import { MESSAGE_TRIGGER_LABELS, MESSAGE_TRIGGERS, type MessageTemplate, type MessageTemplateList, type MessageTrigger } from '@cohost/shared';
import { DateTime } from 'luxon';
import type { Actor } from '../../accounts';
import type { GuestFacingProperty } from '../../properties';
import type { GuestStay } from '../../reservations';
import { platformErrors } from '../../../platform/errors/app-error';
import { assertHost } from '../domain/messaging-access';
import { checkTemplate, readTemplate, TEMPLATE_VARIABLES, type TemplateVariable } from '../domain/message-template';
import { TRIGGERS } from '../domain/scheduled-triggers';
import type { MessagingDeps } from '../messaging.deps';
import { messagingErrors } from '../messaging.errors';
import { listTemplateRows, upsertTemplate, type TemplateRow } from '../messaging.repo';
import { addressLine, firstName } from './reply-facts';

/** A workspace's template for a trigger: its own row, else Cohost's default. */
export interface EffectiveTemplate {
  trigger: MessageTrigger;
  enabled: boolean;
  body: string;
  row: TemplateRow | null;
}

export async function loadTemplates(deps: MessagingDeps, workspaceId: string): Promise<Record<MessageTrigger, EffectiveTemplate>> {
  const rows = new Map((await listTemplateRows(deps.db, workspaceId)).map((row) => [row.trigger, row]));
  return Object.fromEntries(
    MESSAGE_TRIGGERS.map((trigger) => {
      const row = rows.get(trigger) ?? null;
      return [trigger, { trigger, enabled: row?.enabled ?? TRIGGERS[trigger].enabledByDefault, body: row?.body ?? TRIGGERS[trigger].defaultBody, row }];
    }),
  ) as Record<MessageTrigger, EffectiveTemplate>;
}

function toTemplate(template: EffectiveTemplate): MessageTemplate {
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

export async function listMessageTemplates(deps: MessagingDeps, actor: Actor): Promise<MessageTemplateList> {
  assertHost(actor);
  const templates = await loadTemplates(deps, actor.workspaceId);
  return {
    items: MESSAGE_TRIGGERS.map((trigger) => toTemplate(templates[trigger])),
    variables: (Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[]).map((name) => ({ name, description: TEMPLATE_VARIABLES[name] })),
  };
}

export function parseTrigger(value: string): MessageTrigger {
  if (!(MESSAGE_TRIGGERS as readonly string[]).includes(value)) throw messagingErrors.unknownTrigger();
  return value as MessageTrigger;
}

/** A template's text must name only known variables (a typo is pointed out with the closest name). */
export function assertTemplateText(body: string, field: string): void {
  const problems = checkTemplate(body);
  if (problems.length) throw platformErrors.invalidInput(problems.map((problem) => ({ path: field, message: problem.message })), problems[0]!.message);
}

export async function saveMessageTemplate(deps: MessagingDeps, actor: Actor, triggerParam: string, input: { enabled: boolean; body: string }): Promise<MessageTemplate> {
  assertHost(actor);
  const trigger = parseTrigger(triggerParam);
  assertTemplateText(input.body, 'body');
  const row = await upsertTemplate(deps.db, { workspaceId: actor.workspaceId, trigger, enabled: input.enabled, body: input.body, updatedAt: deps.clock.now(), updatedBy: actor.userId });
  return toTemplate({ trigger, enabled: row.enabled, body: row.body, row });
}

/** What each variable becomes for a stay (English dates: templates are written by the host, in the host's language). */
export function templateValues(input: {
  stay: GuestStay;
  property: GuestFacingProperty | null;
  hostName: string | null;
  guestLink: string;
  doorCode: string | null;
}): Record<TemplateVariable, string | null> {
  const { stay, property } = input;
  const zone = stay.timezone;
  const day = (at: Date) => DateTime.fromJSDate(at, { zone }).setLocale('en-US').toFormat('cccc, LLLL d');
  const time = (at: Date) => DateTime.fromJSDate(at, { zone }).setLocale('en-US').toFormat('h:mm a');
  const kb = property?.knowledgeBase;
  return {
    // A guest known only by a platform's "Reserved" block is greeted without a name.
    guest_first_name: firstName(stay.guestName) || 'there',
    guest_name: stay.guestName || 'Guest',
    property_name: property?.name ?? null,
    check_in_date: day(stay.checkInAt),
    check_in_time: time(stay.checkInAt),
    check_out_date: day(stay.checkOutAt),
    check_out_time: time(stay.checkOutAt),
    address: addressLine(property) || null,
    directions: kb?.directions ?? null,
    parking: kb?.parking ?? null,
    wifi_name: kb?.wifiName ?? null,
    wifi_password: kb?.wifiPassword ?? null,
    door_code: input.doorCode,
    guest_link: input.guestLink,
    host_name: input.hostName || 'Your host',
  };
}
