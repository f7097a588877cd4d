import { MESSAGE_TRIGGERS, type MessageTrigger } from '@cohost/shared';
import { platformErrors } from '../../../platform/errors/app-error';
import { messagingErrors } from '../messaging.errors';

/**
 * Scheduled messages' templates: text with `{{variable}}` placeholders filled from the stay, the
 * property's knowledge base and the host. A template naming the door code waits until a code
 * the lock confirmed exists; one naming anything else that is empty is held back for the host
 * rather than sent with a hole in it.
 */
export const TEMPLATE_VARIABLES = {
  guest_first_name: 'The guest’s first name',
  guest_name: 'The guest’s full name',
  property_name: 'The property’s name',
  check_in_date: 'Check-in day, in the guest’s language',
  check_in_time: 'Check-in time (the stay’s, else the property’s)',
  check_out_date: 'Checkout day',
  check_out_time: 'Checkout time',
  address: 'The property’s address',
  directions: 'How to get there (knowledge base)',
  parking: 'Parking (knowledge base)',
  wifi_name: 'Wifi network (knowledge base)',
  wifi_password: 'Wifi password (knowledge base)',
  door_code: 'The door code, once the lock confirmed it',
  guest_link: 'The guest’s private page',
  host_name: 'The host’s name',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

export interface TemplateProblem {
  variable: string;
  message: string;
}

/** The variables a template uses, and the names in it that are not variables (a typo the host must fix). */
export function readTemplate(template: string): { variables: TemplateVariable[]; unknown: string[] } {
  const variables = new Set<TemplateVariable>();
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (name in TEMPLATE_VARIABLES) variables.add(name as TemplateVariable);
    else unknown.add(name);
  }
  return { variables: [...variables], unknown: [...unknown] };
}

/** Problems to show on the template form: unknown names, with the closest known one. */
export function checkTemplate(template: string): TemplateProblem[] {
  const problems: TemplateProblem[] = readTemplate(template).unknown.map((name) => {
    const suggestion = closestVariable(name);
    return { variable: name, message: `{{${name}}} is not a variable${suggestion ? `: did you mean {{${suggestion}}}?` : '.'}` };
  });
  if (template.trim().length === 0) problems.push({ variable: '', message: 'Write the message.' });
  return problems;
}

export type RenderedMessage =
  | { status: 'ready'; text: string }
  /** It names the door code and no confirmed code exists yet: try again when the lock confirms one. */
  | { status: 'waiting-for-door-code' }
  /** Values it needs are empty (e.g. no wifi password in the knowledge base): the host fills them first. */
  | { status: 'missing-values'; missing: TemplateVariable[] };

/** Fills a template; never sends a message with an empty placeholder or a code not yet confirmed. */
export function renderTemplate(template: string, values: Partial<Record<TemplateVariable, string | null>>): RenderedMessage {
  const { variables, unknown } = readTemplate(template);
  if (unknown.length) throw new Error(`Template uses unknown variables: ${unknown.join(', ')}`);
  if (variables.includes('door_code') && !values.door_code) return { status: 'waiting-for-door-code' };
  const missing = variables.filter((variable) => !values[variable]?.trim());
  if (missing.length) return { status: 'missing-values', missing };
  return { status: 'ready', text: template.replace(PLACEHOLDER, (_, name: TemplateVariable) => values[name]!.trim()) };
}

function closestVariable(name: string): TemplateVariable | null {
  let best: TemplateVariable | null = null;
  let bestDistance = 3;
  for (const variable of Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[]) {
    const distance = editDistance(name, variable);
    if (distance < bestDistance) {
      best = variable;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
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
