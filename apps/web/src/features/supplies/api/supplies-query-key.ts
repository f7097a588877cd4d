/** Every supplies query starts with this key: a count, an order's move or a decision refreshes them all. */
export const SUPPLIES_QUERY_KEY = ['supplies'] as const;
