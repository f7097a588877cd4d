/**
 * Which messages go first when many wait (a higher number first): what a person is waiting for
 * right now — a confirmation link, a sign-in or phone code, a password reset, an unlock link, a
 * door code — then alerts and guests' messages, then the rest (reminders, billing notices,
 * scheduled messages).
 */
export function deliveryPriority(template: string): number {
  if (template.startsWith('accounts.') || template === 'locks.door-code') return 20;
  if (template.startsWith('automation.page') || template.startsWith('messaging.')) return 10;
  return 0;
}
