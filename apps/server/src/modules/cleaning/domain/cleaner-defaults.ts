import type { CleanerAvailability } from '../cleaning.tables';

/** A cleaner nobody described yet: every day, 8:00 to 20:00, every property. */
export const DEFAULT_AVAILABILITY: CleanerAvailability = { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '08:00', endTime: '20:00' };
/** Window of a turnover with no next check-in, unless the property says otherwise. */
export const DEFAULT_OPEN_WINDOW_HOURS = 6;
export const DEFAULT_EXPECTED_MINUTES = 180;
/** Hours a cleaner has to acknowledge, unless the workspace says otherwise. */
export const DEFAULT_ACK_HOURS = 4;
/** The cleaner is told this long before the task starts. */
export const NOTIFY_BEFORE_MS = 24 * 60 * 60 * 1000;
/** Fairness counts tasks in the 14 days around a task. */
export const FAIRNESS_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
/** Cohost proposes a cleaner for a task starting within this (later ones when they come this close): /approvals is not flooded with a year of turnovers. */
export const PROPOSE_AHEAD_MS = 60 * 24 * 60 * 60 * 1000;
