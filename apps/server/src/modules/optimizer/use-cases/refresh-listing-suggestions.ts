import { createHash } from 'node:crypto';
import { detectContentGaps } from '../domain/content-suggestions';
import { CLEANING_KIND_CATEGORY, detectRecurringProblems, PROBLEM_WINDOW_DAYS, type ProblemReport } from '../domain/problem-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';
import { addOffered, nothingOffered, offerSuggestions, type Offered } from './offer-suggestion';
import { refreshPricingSuggestions } from './refresh-pricing-suggestions';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * What guests and cleaners keep reporting, as 'Fix a problem guests keep reporting' through the
 * policy engine: complaints and damage cases (claims' face) and cleaners' reports (cleaning's
 * face) of the last `PROBLEM_WINDOW_DAYS` days, per property and category, out of the property's
 * guest stays that arrived in the window. A case made from a cleaner's report is counted once.
 * One open suggestion per property and category, its numbers kept up to date while it waits; the
 * dedupe key is the evidence (stays that reported it, the last report), so a dismissed suggestion comes
 * back only once it is reported again.
 */
export async function refreshProblemSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - PROBLEM_WINDOW_DAYS * DAY_MS);
  const [cases, issues, live] = await Promise.all([
    deps.ports.listReportedProblems(workspaceId, since),
    deps.ports.listCleaningIssues(workspaceId, since),
    deps.ports.listProperties(workspaceId),
  ]);
  const fromCases = new Set(cases.map((row) => row.cleaningIssueId).filter((id): id is string => id !== null));
  const reports: ProblemReport[] = [
    ...cases
      .filter((row) => row.kind === 'complaint' || row.kind === 'damage')
      .map((row) => ({ source: 'claim' as const, id: row.id, propertyId: row.propertyId, category: row.category, reservationId: row.reservationId, occasionId: row.id, label: `Case #${row.number}`, at: row.reportedAt })),
    ...issues
      .filter((row) => !fromCases.has(row.id) && CLEANING_KIND_CATEGORY[row.kind])
      .map((row) => ({ source: 'cleaning' as const, id: row.id, propertyId: row.propertyId, category: CLEANING_KIND_CATEGORY[row.kind]!, reservationId: row.reservationId, occasionId: row.taskId, label: `Cleaner’s report (${row.kind})`, at: row.reportedAt })),
  ];
  if (!reports.length || !live.length) return nothingOffered();
  const reported = live.filter((property) => reports.some((report) => report.propertyId === property.id));
  if (!reported.length) return nothingOffered();
  const from = isoDay(since);
  const today = isoDay(now);
  const calendar = await deps.ports.readCalendar(workspaceId, { from, to: isoDay(new Date(now.getTime() + DAY_MS)) }, reported.map((property) => property.id));
  const properties = new Map(
    reported.map((property) => [
      property.id,
      { name: property.name, staysInWindow: calendar.stays.filter((stay) => stay.propertyId === property.id && stay.kind === 'guest' && stay.checkInDate >= from && stay.checkInDate <= today).length },
    ]),
  );
  const suggestions = detectRecurringProblems(reports, properties, now);
  return offerSuggestions(
    deps,
    workspaceId,
    'listing.fix-problem',
    (row) => `${row.propertyId}:${String(row.payload.category)}`,
    suggestions.map((suggestion) => ({
      subject: `${suggestion.propertyId}:${suggestion.category}`,
      proposal: {
        workspaceId,
        propertyId: suggestion.propertyId,
        action: { kind: 'listing.fix-problem' },
        payload: {
          propertyId: suggestion.propertyId,
          category: suggestion.category,
          subject: suggestion.subject,
          type: suggestion.type,
          priority: suggestion.priority,
          reports: suggestion.reports,
          staysLookedAt: suggestion.staysLookedAt,
          windowDays: PROBLEM_WINDOW_DAYS,
          lastReportedAt: suggestion.lastReportedAt.toISOString(),
          evidence: suggestion.evidence.slice(0, 50).map((report) => ({ source: report.source, id: report.id, reservationId: report.reservationId, label: report.label, at: report.at.toISOString() })),
          checklist: suggestion.checklist,
          knowledgeField: suggestion.knowledgeField,
          text: suggestion.text,
        },
        title: suggestion.title,
        dedupeKey: `optimizer:problem:${suggestion.propertyId}:${suggestion.category}:${suggestion.reports}:${suggestion.lastReportId}`,
      },
    })),
  );
}

/**
 * Listing content, as 'Improve the listing' through the policy engine: per live property, the
 * findings of `detectContentGaps` on Cohost's copy. One open suggestion per property and finding
 * (rule and field), revised while it waits when the text changes; the dedupe key holds the text
 * the finding was made on, so a dismissed suggestion comes back only once that text changes.
 */
export async function refreshContentSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<Offered> {
  const listings = await deps.ports.listListingContent(workspaceId);
  const suggestions = listings.flatMap((listing) => detectContentGaps(listing));
  const subject = (propertyId: string | null, rule: unknown, field: unknown) => `${propertyId}:${String(rule)}:${String(field ?? '')}`;
  return offerSuggestions(
    deps,
    workspaceId,
    'listing.improve-content',
    (row) => subject(row.propertyId, row.payload.rule, row.payload.field),
    suggestions.map((suggestion) => ({
      subject: subject(suggestion.propertyId, suggestion.rule, suggestion.field),
      proposal: {
        workspaceId,
        propertyId: suggestion.propertyId,
        // Every finding has a step on the platform, which Cohost cannot write: the host always applies it.
        action: { kind: 'listing.improve-content', needsHost: true },
        payload: {
          propertyId: suggestion.propertyId,
          rule: suggestion.rule,
          subject: suggestion.subject,
          type: suggestion.type,
          priority: suggestion.priority,
          evidence: suggestion.evidence,
          checklist: suggestion.checklist,
          text: suggestion.text,
          target: suggestion.target,
          field: suggestion.field,
          before: suggestion.before,
          amenities: suggestion.amenities,
        },
        title: suggestion.title,
        dedupeKey: `optimizer:content:${suggestion.propertyId}:${suggestion.rule}:${suggestion.field ?? ''}:${shortHash(suggestion.subjectKey)}`,
      },
    })),
  );
}

/** Every source of suggestions for one workspace; a source that fails is logged and the others still run. */
export async function refreshWorkspaceSuggestions(deps: OptimizerDeps, workspaceId: string, sources: { inbox: (workspaceId: string) => Promise<Offered> }): Promise<Offered> {
  let offered = nothingOffered();
  for (const [name, run] of [
    ['guest questions', sources.inbox],
    ['recurring problems', (id: string) => refreshProblemSuggestions(deps, id)],
    ['listing content', (id: string) => refreshContentSuggestions(deps, id)],
    ['calendar and prices', (id: string) => refreshPricingSuggestions(deps, id)],
  ] as const) {
    try {
      offered = addOffered(offered, await run(workspaceId));
    } catch (error) {
      deps.log.warn({ err: error, workspaceId }, `Suggestions from ${name} could not be refreshed`);
    }
  }
  return offered;
}
