/** Every reservation and feed query starts with this key; a change refreshes them and the portfolio views. */
export const RESERVATIONS_QUERY_KEY = ['reservations'] as const;
/** The portfolio views (dashboard, timeline) read stays too (features/portfolio keys them so). */
export const PORTFOLIO_VIEWS_KEY = ['portfolio'] as const;
