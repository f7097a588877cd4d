import { createHash } from 'node:crypto';
import { detectContentGaps } from '../domain/content-suggestions';
import { CLEANING_KIND_CATEGORY, detectRecurringProblems, PROBLEM_WINDOW_DAYS, type ProblemReport } from '../domain/problem-suggestions';
import type { OptimizerDeps } from '../optimizer.deps';
import { refreshPricingSuggestions } from './refresh-pricing-suggestions';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * What guests and cleaners keep reporting, as 'Fix a problem guests keep reporting' through the
 * policy engine: complaints and damage cases (claims' face) and cleaners' reports (cleaning's
 * face) of the last `PROBLEM_WINDOW_DAYS` days, per property and category, out of the property's
 * guest stays that arrived in the window. A case made from a cleaner's report is counted once.
 * Idempotent: a property and category with an open suggestion gets no second one, and the dedupe
 * key is the evidence (stays that reported it, the last report), so a dismissed suggestion comes
 * back only once it is reported again.
 */
export async function refreshProblemSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<{ proposed: number }> {
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
  if (!reports.length || !live.length) return { proposed: 0 };
  const reported = live.filter((property) => reports.some((report) => report.propertyId === property.id));
  if (!reported.length) return { proposed: 0 };
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
  if (!suggestions.length) return { proposed: 0 };
  const open = new Set((await deps.ports.listPendingOfKind(workspaceId, 'listing.fix-problem')).map((row) => `${row.propertyId}:${String(row.payload.category)}`));
  let proposed = 0;
  for (const suggestion of suggestions) {
    if (open.has(`${suggestion.propertyId}:${suggestion.category}`)) continue;
    const result = await deps.ports.proposeAction({
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
    });
    if (result.created) proposed += 1;
  }
  return { proposed };
}

/**
 * Listing content, as 'Improve the listing' through the policy engine: per live property, the
 * findings of `detectContentGaps` on Cohost's copy. A property and finding (rule and field) with
 * an open suggestion gets no second one; the dedupe key holds the text the finding was made on,
 * so a dismissed suggestion comes back only once that text changes.
 */
export async function refreshContentSuggestions(deps: OptimizerDeps, workspaceId: string): Promise<{ proposed: number }> {
  const listings = await deps.ports.listListingContent(workspaceId);
  const suggestions = listings.flatMap((listing) => detectContentGaps(listing));
  if (!suggestions.length) return { proposed: 0 };
  const subject = (propertyId: string | null, rule: unknown, field: unknown) => `${propertyId}:${String(rule)}:${String(field ?? '')}`;
  const open = new Set((await deps.ports.listPendingOfKind(workspaceId, 'listing.improve-content')).map((row) => subject(row.propertyId, row.payload.rule, row.payload.field)));
  let proposed = 0;
  for (const suggestion of suggestions) {
    if (open.has(subject(suggestion.propertyId, suggestion.rule, suggestion.field))) continue;
    const result = await deps.ports.proposeAction({
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
    });
    if (result.created) proposed += 1;
  }
  return { proposed };
}

/** Every source of suggestions for one workspace; a source that fails is logged and the others still run. */
export async function refreshWorkspaceSuggestions(deps: OptimizerDeps, workspaceId: string, sources: { inbox: (workspaceId: string) => Promise<{ proposed: number }> }): Promise<{ proposed: number }> {
  let proposed = 0;
  for (const [name, run] of [
    ['guest questions', sources.inbox],
    ['recurring problems', (id: string) => refreshProblemSuggestions(deps, id)],
    ['listing content', (id: string) => refreshContentSuggestions(deps, id)],
    ['calendar and prices', (id: string) => refreshPricingSuggestions(deps, id)],
  ] as const) {
    try {
      proposed += (await run(workspaceId)).proposed;
    } catch (error) {
      deps.log.warn({ err: error, workspaceId }, `Suggestions from ${name} could not be refreshed`);
    }
  }
  return { proposed };
}
