// What a visitor can ask the host team from the FAQ (product brief §2 /faq), kept apart from the
// schemas so screens can import them without bundling zod.

/** 'support' is Contact Support; 'demo' is Schedule Demo when no booking link is configured. */
export const CONTACT_REQUEST_KINDS = ['support', 'demo'] as const;
export type ContactRequestKind = (typeof CONTACT_REQUEST_KINDS)[number];

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;

/** Whether `/` shows the Founders Circle offer (pre-launch) or the marketing page (launched). */
export const LAUNCH_MODES = ['prelaunch', 'launched'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];
