import type { KnowledgeBaseField } from '@cohost/shared';
import type { SuggestionPriority, SuggestionType } from './inbox-suggestions';

/** A problem reported at a property: a complaint or damage case (claims) or a cleaner's report (cleaning). */
export interface ProblemReport {
  source: 'claim' | 'cleaning';
  id: string;
  propertyId: string;
  /** Claims' category, or the cleaning issue's kind mapped onto one (see `CLEANING_KIND_CATEGORY`). */
  category: string;
  /** The stay it came from, when known; a cleaner's report without one counts as its own cleaning. */
  reservationId: string | null;
  /** Where there is no stay: what else identifies the occasion (the cleaning task). */
  occasionId: string;
  /** "Case #12" / "Cleaner's report". */
  label: string;
  at: Date;
}

/** How far back reports are read, and how many different stays make a problem recurring. */
export const PROBLEM_WINDOW_DAYS = 180;
export const PROBLEM_MIN_STAYS = 3;
/** A problem last reported within this many days counts as recent (raises its priority). */
export const PROBLEM_RECENT_DAYS = 30;

/** Cleaners report damage, a missing item or maintenance; claims' categories cover them. */
export const CLEANING_KIND_CATEGORY: Record<string, string> = { damage: 'damage', missing: 'missing', maintenance: 'broken' };

interface CategoryFix {
  subject: string;
  type: SuggestionType;
  checklist: string[];
  /** Where the fix is words guests read: the knowledge-base field and a text to start from. */
  knowledgeField: KnowledgeBaseField | null;
  text: string;
}

/** What each category asks the host to do (refunds and 'other' say nothing about the property, so they are not read). */
export const CATEGORY_FIXES: Record<string, CategoryFix> = {
  noise: {
    subject: 'Noise',
    type: 'description',
    checklist: ['Check what the noise was in each report (neighbours, street, appliances, other guests)', 'Add quiet hours to your house rules and to the listing', 'Mention the setting honestly in the listing description (street, nightlife)', 'Consider a noise monitor or earplugs in the bedroom'],
    knowledgeField: 'houseRules',
    text: 'Quiet hours are from 10 pm to 8 am: please keep voices and music low and respect the neighbours.',
  },
  cleanliness: {
    subject: 'Cleanliness',
    type: 'description',
    checklist: ['Read the reports with your cleaner and find what was missed', 'Add those spots to the cleaning checklist', 'Ask for after photos of them at each turnover'],
    knowledgeField: null,
    text: '',
  },
  broken: {
    subject: 'Something broken',
    type: 'amenity',
    checklist: ['Have each broken item repaired or replaced', 'Check the listing does not promise an amenity that is not working', 'Add the item to the cleaner’s checklist to test at each turnover'],
    knowledgeField: null,
    text: '',
  },
  damage: {
    subject: 'Damage',
    type: 'amenity',
    checklist: ['Look for a pattern in what gets damaged (fragile decor, furniture, outdoor items)', 'Replace fragile items with sturdier ones', 'Make the house rules clear about what guests must take care of'],
    knowledgeField: null,
    text: '',
  },
  missing: {
    subject: 'Missing items',
    type: 'amenity',
    checklist: ['List the items that went missing', 'Add them to the cleaner’s supplies count and restock', 'Keep spares on site for the items that go most often'],
    knowledgeField: null,
    text: '',
  },
  amenities: {
    subject: 'Amenities',
    type: 'amenity',
    checklist: ['Check each amenity guests complained about works as described', 'Remove from the listing what you cannot provide, or fix it', 'Explain how to use the amenity in the knowledge base'],
    knowledgeField: null,
    text: '',
  },
  access: {
    subject: 'Getting in',
    type: 'description',
    checklist: ['Walk the arrival yourself, from the street to the door', 'Rewrite the check-in instructions step by step, with what the door looks like', 'Test the lock and its code before each arrival'],
    knowledgeField: 'checkIn',
    text: '',
  },
};

/** Priority from how often and how recent: 5+ stays, or 4 with one in the last `PROBLEM_RECENT_DAYS` days, is high; 4, or 3 recent, medium; else low. */
export function problemPriority(stays: number, lastAt: Date, now: Date): SuggestionPriority {
  const recent = now.getTime() - lastAt.getTime() <= PROBLEM_RECENT_DAYS * 86_400_000;
  const score = stays + (recent ? 1 : 0);
  if (score >= 5) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}

export interface ProblemSuggestion extends CategoryFix {
  propertyId: string;
  category: string;
  priority: SuggestionPriority;
  /** Different stays (a cleaning without a stay counts as its own) the problem came up in. */
  reports: number;
  staysLookedAt: number;
  lastReportedAt: Date;
  /** The report that came last: with `reports`, the evidence a dismissal is keyed by. */
  lastReportId: string;
  evidence: ProblemReport[];
  /** "Noise came up in 3 of the last 12 stays at Lakeview Cabin". */
  title: string;
}

/**
 * Recurring problems: per property and category, reports within `PROBLEM_WINDOW_DAYS` before
 * `now` from at least `PROBLEM_MIN_STAYS` different stays (a stay with a complaint and a
 * cleaner's report counts once; a claims case made from a cleaner's report is given once by the
 * caller). `staysByProperty`: the guest stays of each property in the window (what it came up
 * "out of"; never fewer than the stays that reported it). Pure.
 */
export function detectRecurringProblems(
  reports: readonly ProblemReport[],
  properties: ReadonlyMap<string, { name: string; staysInWindow: number }>,
  now: Date,
): ProblemSuggestion[] {
  const since = now.getTime() - PROBLEM_WINDOW_DAYS * 86_400_000;
  const groups = new Map<string, ProblemReport[]>();
  for (const report of reports) {
    if (!CATEGORY_FIXES[report.category] || !properties.has(report.propertyId)) continue;
    const at = report.at.getTime();
    if (at < since || at > now.getTime()) continue;
    const key = `${report.propertyId}\u0000${report.category}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  const suggestions: ProblemSuggestion[] = [];
  for (const [key, group] of groups) {
    const [propertyId, category] = key.split('\u0000') as [string, string];
    const occasions = new Set(group.map((report) => report.reservationId ?? `occasion:${report.occasionId}`));
    if (occasions.size < PROBLEM_MIN_STAYS) continue;
    const evidence = [...group].sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id));
    const last = evidence[0]!;
    const property = properties.get(propertyId)!;
    const staysLookedAt = Math.max(property.staysInWindow, occasions.size);
    const fix = CATEGORY_FIXES[category]!;
    suggestions.push({
      ...fix,
      propertyId,
      category,
      priority: problemPriority(occasions.size, last.at, now),
      reports: occasions.size,
      staysLookedAt,
      lastReportedAt: last.at,
      lastReportId: last.id,
      evidence,
      title: `${fix.subject} came up in ${occasions.size} of the last ${staysLookedAt} stays at ${property.name}`,
    });
  }
  return suggestions.sort((a, b) => b.reports - a.reports || a.propertyId.localeCompare(b.propertyId) || a.category.localeCompare(b.category));
}
