/** Every property query starts with this key, so a change to one refreshes lists and pages alike. */
export const PROPERTIES_QUERY_KEY = ['properties'] as const;
