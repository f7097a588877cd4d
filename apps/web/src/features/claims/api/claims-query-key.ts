/** Every claims query starts with this key: any change to a case, or its realtime event, refreshes them all. */
export const CLAIMS_QUERY_KEY = ['claims'] as const;
