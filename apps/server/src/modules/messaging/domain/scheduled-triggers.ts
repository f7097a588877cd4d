import type { MessageTrigger } from '@cohost/shared';
import type { DurationLikeObject } from 'luxon';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When each scheduled message goes out, relative to its stay (automation's time-based steps
 * keep the moment: moved with the stay, DST-safe), how late it may still go out if workers were
 * down, whether it is on for a new workspace, and Cohost's default text.
 */
export interface TriggerDefinition {
  trigger: MessageTrigger;
  anchor: 'check-in' | 'check-out';
  offset: DurationLikeObject;
  maxLatenessMs: number;
  enabledByDefault: boolean;
  /** The message is pointless once the stay reached this point (e.g. a booking confirmation after arrival). */
  lastUseful: 'check-in' | 'check-out' | 'none';
  defaultBody: string;
}

export const TRIGGERS: Record<MessageTrigger, TriggerDefinition> = {
  // "As soon as the booking is known": a moment far before any stay, which every new stay has
  // already passed, so the step runs on the schedule's next pass.
  'booking-confirmed': {
    trigger: 'booking-confirmed',
    anchor: 'check-in',
    offset: { years: -5 },
    maxLatenessMs: 6 * 366 * DAY,
    enabledByDefault: true,
    lastUseful: 'check-in',
    defaultBody:
      'Hi {{guest_first_name}}, thank you for booking {{property_name}}! We look forward to hosting you from {{check_in_date}} to {{check_out_date}}.\n\nEverything about your stay is on your private guest page: {{guest_link}}\nReply here any time with questions.\n\n{{host_name}}',
  },
  'check-in-instructions': {
    trigger: 'check-in-instructions',
    anchor: 'check-in',
    offset: { days: -1 },
    maxLatenessMs: 23 * HOUR,
    enabledByDefault: true,
    lastUseful: 'check-out',
    defaultBody:
      'Hi {{guest_first_name}}, your stay at {{property_name}} begins tomorrow! Check-in is from {{check_in_time}} on {{check_in_date}}.\n\nAddress: {{address}}\n\nWifi, directions, parking and your door code are on your guest page: {{guest_link}}\n\nSafe travels!\n{{host_name}}',
  },
  'checkout-reminder': {
    trigger: 'checkout-reminder',
    anchor: 'check-out',
    offset: { days: -1, hours: 7 },
    maxLatenessMs: 12 * HOUR,
    enabledByDefault: true,
    lastUseful: 'check-out',
    defaultBody:
      'Hi {{guest_first_name}}, a reminder that checkout is tomorrow at {{check_out_time}}. The checkout steps are on your guest page: {{guest_link}}\n\nWe hope you are enjoying {{property_name}}!',
  },
  'follow-up': {
    trigger: 'follow-up',
    anchor: 'check-out',
    offset: { hours: 3 },
    maxLatenessMs: DAY,
    enabledByDefault: false,
    lastUseful: 'none',
    defaultBody:
      'Hi {{guest_first_name}}, thank you for staying at {{property_name}}! We hope you had a great time. If anything was not perfect, just reply: we want to know.\n\n{{host_name}}',
  },
  'review-request': {
    trigger: 'review-request',
    anchor: 'check-out',
    offset: { days: 1 },
    maxLatenessMs: 3 * DAY,
    enabledByDefault: false,
    lastUseful: 'none',
    defaultBody:
      'Hi {{guest_first_name}}, it was a pleasure hosting you at {{property_name}}. If you enjoyed your stay, a review would mean a lot to us. Thank you!\n\n{{host_name}}',
  },
};

/** The automation step that keeps a trigger's moment for each stay. */
export function stepName(trigger: MessageTrigger): string {
  return `messaging.${trigger}`;
}

export function triggerOfStep(step: string): MessageTrigger | null {
  const trigger = step.startsWith('messaging.') ? step.slice('messaging.'.length) : '';
  return trigger in TRIGGERS ? (trigger as MessageTrigger) : null;
}
