/**
 * Contact requests one client address may send in a window. Generous for a person with follow-up
 * questions, small enough that the form cannot be used to flood the team's inbox.
 */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const CONTACT_EMAIL_TEMPLATE = 'support.contact-request';
