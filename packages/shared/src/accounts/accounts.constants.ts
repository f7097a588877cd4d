// Kept apart from the schemas so screens can import them without bundling zod.

/** Phone-only accounts get a placeholder address in this reserved domain (RFC 2606); never shown or mailed. */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.cohost.invalid';

/** Account settings choices (product brief, /account-settings). */
export const TIMEZONES = ['pst', 'mst', 'cst', 'est'] as const;
/** The IANA zone each profile time zone stands for (daylight saving included). */
export const PROFILE_TIME_ZONES: Record<(typeof TIMEZONES)[number], string> = {
  pst: 'America/Los_Angeles',
  mst: 'America/Denver',
  cst: 'America/Chicago',
  est: 'America/New_York',
};
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const WORKSPACE_ROLES = ['owner', 'manager', 'cleaner'] as const;
