/** Every host-side messaging query starts with this key: a change, or a realtime event, refreshes them all. */
export const MESSAGING_QUERY_KEY = ['messaging'] as const;
