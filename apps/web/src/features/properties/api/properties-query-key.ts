/** Every property query starts with this key, so a change to one refreshes lists and pages alike. */
export const PROPERTIES_QUERY_KEY = ['properties'] as const;
/** The portfolio views (dashboard figures) count properties too: changes here refresh them. */
export const PORTFOLIO_VIEWS_KEY = ['portfolio'] as const;
