import { can, type OptimizerFigures, type OptimizerFiguresQuery } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { addDays, addMonths, monthBounds, monthsFrom } from '../domain/calendar-days';
import { insightsOf, marginDaysFor, leadTimes, monthRows, revenueChange, totalsOf, type FigureProperty, type FigureStay } from '../domain/figures';
import { topQuestions } from '../domain/guest-questions';
import type { OptimizerDeps } from '../optimizer.deps';
import { optimizerErrors } from '../optimizer.errors';

/** Stays and blocks of the months [first, last] and a few days around them: only that window is read. */
async function readMonths(deps: OptimizerDeps, workspaceId: string, properties: FigureProperty[], months: string[]) {
  const margin = marginDaysFor(properties);
  const range = { from: addDays(monthBounds(months[0]!).start, -margin), to: addDays(monthBounds(months.at(-1)!).end, margin) };
  const calendar = await deps.ports.readCalendar(workspaceId, range, properties.map((property) => property.id));
  const stays: FigureStay[] = calendar.stays.map(({ createdAt, ...stay }) => ({ ...stay, recordedAt: createdAt }));
  return { stays, rows: monthRows(properties, stays, calendar.blocks, months) };
}

/**
 * /optimizer's figures: each property's months (nights, occupancy, revenue and ADR from payouts,
 * gap nights, weekend and weekday), the period's totals against the same months a year earlier,
 * lead times and the facts the insight cards state, with the questions guests asked most in the
 * period (the topics the co-host read in their messages, through messaging's face).
 */
export async function getOptimizerFigures(deps: OptimizerDeps, actor: Actor, query: OptimizerFiguresQuery): Promise<OptimizerFigures> {
  if (!can(actor.role, 'optimizer.read')) throw optimizerErrors.hostsOnly();
  const all = await deps.ports.listProperties(actor.workspaceId);
  const chosen = query.propertyId ? all.filter((property) => property.id === query.propertyId) : all;
  if (query.propertyId && chosen.length === 0) throw optimizerErrors.propertyNotFound();
  const properties: FigureProperty[] = chosen.map(({ id, name, timezone, currency, minStayNights }) => ({ id, name, timezone, currency, minStayNights }));
  const months = monthsFrom(query.from, query.to);
  const previousMonths = months.map((month) => addMonths(month, -12));
  const [now, before] = properties.length === 0
    ? [{ stays: [], rows: [] }, { stays: [], rows: [] }]
    : await Promise.all([readMonths(deps, actor.workspaceId, properties, months), readMonths(deps, actor.workspaceId, properties, previousMonths)]);
  // Guest messages written in the period's months (UTC days: a message is an instant, not a night).
  const messageRange = { from: new Date(`${monthBounds(months[0]!).start}T00:00:00Z`), to: new Date(`${monthBounds(months.at(-1)!).end}T00:00:00Z`) };
  const topicCounts = properties.length === 0 ? [] : await deps.ports.countGuestTopics(actor.workspaceId, messageRange, properties.map((property) => property.id));
  const totals = totalsOf(now.rows);
  const previousTotals = totalsOf(before.rows);
  return {
    period: { from: query.from, to: query.to },
    previousPeriod: { from: previousMonths[0]!, to: previousMonths.at(-1)! },
    properties: all.map(({ id, name, currency }) => ({ id, name, currency })),
    hasStays: totals.bookedNights + previousTotals.bookedNights > 0,
    totals,
    previousTotals,
    revenueChange: revenueChange(totals, previousTotals),
    rows: now.rows,
    leadTime: leadTimes(properties, now.stays, monthBounds(months[0]!).start, monthBounds(months.at(-1)!).end),
    insights: { ...insightsOf(now.rows, months, properties), topQuestions: topQuestions(topicCounts) },
  };
}
