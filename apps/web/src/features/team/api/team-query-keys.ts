/** Every query of the team feature starts with this key, so a change refreshes them all. */
export const TEAM_QUERY_KEY = ['team'] as const;

export type InvitableRole = 'manager' | 'cleaner';
