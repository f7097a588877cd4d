import { can, type OptimizerFigures, type OptimizerFiguresQuery } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { addDays, addMonths, monthBounds, monthsFrom } from '../domain/calendar-days';
import { insightsOf, marginDaysFor, leadTimes, monthRows, revenueChange, totalsOf, type FigureBlock, type FigureProperty, type FigureStay } from '../domain/figures';
import { topQuestions } from '../domain/guest-questions';
import type { OptimizerDeps } from '../optimizer.deps';
import { optimizerErrors } from '../optimizer.errors';

type FigureCalendar = { stays: FigureStay[]; blocks: FigureBlock[] };

/** A calendar read as the figures take it: each stay with when it was recorded. */
async function readFigureCalendar(deps: OptimizerDeps, workspaceId: string, range: { from: string; to: string }, propertyIds: string[]): Promise<FigureCalendar> {
  const { stays, blocks } = await deps.ports.readCalendar(workspaceId, range, propertyIds);
  return {
    stays: stays.map((stay) => ({ propertyId: stay.propertyId, kind: stay.kind, checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, payoutCents: stay.payoutCents, currency: stay.currency, recordedAt: stay.createdAt })),
    blocks,
  };
}

/** The days the figures of the months [first, last] need: the months and a few days around them. */
function windowOf(properties: FigureProperty[], months: string[]): { from: string; to: string } {
  const margin = marginDaysFor(properties);
  return { from: addDays(monthBounds(months[0]!).start, -margin), to: addDays(monthBounds(months.at(-1)!).end, margin) };
}

/** The months' rows from the stays and blocks of a calendar read (those outside the months' window are left out). */
function rowsOf(properties: FigureProperty[], calendar: FigureCalendar, months: string[]) {
  const { from, to } = windowOf(properties, months);
  const stays = calendar.stays.filter((stay) => stay.checkInDate < to && stay.checkOutDate > from);
  const blocks = calendar.blocks.filter((block) => block.startDate < to && block.endDate > from);
  return { stays, rows: monthRows(properties, stays, blocks, months) };
}

/**
 * The period's rows and the same months a year earlier, reading only their windows. A period of a
 * year or more meets or overlaps the year before, so one read covers both (24 months would
 * otherwise read 12 of them twice).
 */
async function readPeriods(deps: OptimizerDeps, workspaceId: string, properties: FigureProperty[], months: string[], previousMonths: string[]) {
  const ids = properties.map((property) => property.id);
  const now = windowOf(properties, months);
  const before = windowOf(properties, previousMonths);
  if (before.to >= now.from) {
    const calendar = await readFigureCalendar(deps, workspaceId, { from: before.from, to: now.to }, ids);
    return [rowsOf(properties, calendar, months), rowsOf(properties, calendar, previousMonths)] as const;
  }
  const [nowCalendar, beforeCalendar] = await Promise.all([readFigureCalendar(deps, workspaceId, now, ids), readFigureCalendar(deps, workspaceId, before, ids)]);
  return [rowsOf(properties, nowCalendar, months), rowsOf(properties, beforeCalendar, previousMonths)] as const;
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
  const [now, before] = properties.length === 0 ? [{ stays: [], rows: [] }, { stays: [], rows: [] }] : await readPeriods(deps, actor.workspaceId, properties, months, previousMonths);
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
