import { describe, expect, it } from 'vitest';
import { detectRecurringProblems, PROBLEM_MIN_STAYS, PROBLEM_RECENT_DAYS, PROBLEM_WINDOW_DAYS, problemPriority, type ProblemReport } from './problem-suggestions';

const P1 = 'p1';
const P2 = 'p2';
const NOW = new Date(Date.UTC(2026, 9, 31, 12));
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const properties = new Map([
  [P1, { name: 'Lakeview Cabin', staysInWindow: 12 }],
  [P2, { name: 'Harbor Loft', staysInWindow: 5 }],
]);
let next = 0;
const report = (stay: string | null, at: Date, category = 'noise', fields: Partial<ProblemReport> = {}): ProblemReport => {
  next += 1;
  return { source: 'claim', id: `r${next}`, propertyId: P1, category, reservationId: stay, occasionId: `o${next}`, label: `Case #${next}`, at, ...fields };
};

describe('detectRecurringProblems', () => {
  it('suggests a category reported in three different stays, with the stays looked at, the reports and the fix', () => {
    const reports = [report('s1', daysAgo(50)), report('s2', daysAgo(40)), report('s3', daysAgo(35))];
    const [suggestion, ...rest] = detectRecurringProblems(reports, properties, NOW);
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      propertyId: P1,
      category: 'noise',
      subject: 'Noise',
      type: 'description',
      priority: 'low',
      reports: 3,
      staysLookedAt: 12,
      lastReportedAt: daysAgo(35),
      lastReportId: reports[2]!.id,
      knowledgeField: 'houseRules',
      title: 'Noise came up in 3 of the last 12 stays at Lakeview Cabin',
    });
    expect(suggestion!.evidence.map((item) => item.id)).toEqual([reports[2]!.id, reports[1]!.id, reports[0]!.id]);
    expect(suggestion!.checklist.length).toBeGreaterThan(0);
  });

  it('says nothing one stay under the threshold', () => {
    expect(PROBLEM_MIN_STAYS).toBe(3);
    expect(detectRecurringProblems([report('s1', daysAgo(5)), report('s2', daysAgo(4))], properties, NOW)).toEqual([]);
  });

  it('counts a stay once however many reports it had (a complaint and a cleaner’s report of the same stay)', () => {
    const reports = [report('s1', daysAgo(5)), report('s1', daysAgo(4)), report('s1', daysAgo(3), 'noise', { source: 'cleaning' }), report('s2', daysAgo(2))];
    expect(detectRecurringProblems(reports, properties, NOW)).toEqual([]);
    expect(detectRecurringProblems([...reports, report('s3', daysAgo(1))], properties, NOW)[0]).toMatchObject({ reports: 3 });
  });

  it('counts cleanings without a stay each as their own occasion', () => {
    const reports = [report(null, daysAgo(5), 'missing'), report(null, daysAgo(4), 'missing'), report(null, daysAgo(3), 'missing')];
    expect(detectRecurringProblems(reports, properties, NOW)[0]).toMatchObject({ category: 'missing', reports: 3, type: 'amenity' });
  });

  it('reads only the window: a report a day older than the window, or in the future, is left out', () => {
    const inside = [report('s2', daysAgo(10)), report('s3', daysAgo(9))];
    expect(detectRecurringProblems([report('s1', daysAgo(PROBLEM_WINDOW_DAYS + 1)), ...inside], properties, NOW)).toEqual([]);
    expect(detectRecurringProblems([report('s1', new Date(NOW.getTime() + 60_000)), ...inside], properties, NOW)).toEqual([]);
    expect(detectRecurringProblems([report('s1', daysAgo(PROBLEM_WINDOW_DAYS - 1)), ...inside], properties, NOW)).toHaveLength(1);
  });

  it('keeps categories and properties apart, and skips categories that say nothing about the property', () => {
    const reports = [report('s1', daysAgo(3)), report('s2', daysAgo(3), 'cleanliness'), report('s3', daysAgo(3), 'noise', { propertyId: P2 }), report('s4', daysAgo(3), 'refund'), report('s5', daysAgo(3), 'refund'), report('s6', daysAgo(3), 'refund')];
    expect(detectRecurringProblems(reports, properties, NOW)).toEqual([]);
  });

  it('skips properties it was not given (archived) and never says fewer stays looked at than reported', () => {
    const reports = [report('s1', daysAgo(3), 'noise', { propertyId: P2 }), report('s2', daysAgo(3), 'noise', { propertyId: P2 }), report('s3', daysAgo(3), 'noise', { propertyId: P2 })];
    expect(detectRecurringProblems(reports, new Map([[P1, { name: 'Lakeview Cabin', staysInWindow: 12 }]]), NOW)).toEqual([]);
    expect(detectRecurringProblems(reports, new Map([[P2, { name: 'Harbor Loft', staysInWindow: 1 }]]), NOW)[0]).toMatchObject({ reports: 3, staysLookedAt: 3, title: 'Noise came up in 3 of the last 3 stays at Harbor Loft' });
  });
});

describe('problemPriority', () => {
  it('rises with how often and how recent', () => {
    const old = daysAgo(PROBLEM_RECENT_DAYS + 1);
    const recent = daysAgo(PROBLEM_RECENT_DAYS);
    expect(problemPriority(3, old, NOW)).toBe('low');
    expect(problemPriority(3, recent, NOW)).toBe('medium');
    expect(problemPriority(4, old, NOW)).toBe('medium');
    expect(problemPriority(4, recent, NOW)).toBe('high');
    expect(problemPriority(5, old, NOW)).toBe('high');
  });
});
