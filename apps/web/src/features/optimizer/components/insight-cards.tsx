import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { OptimizerFigures } from '../api/get-optimizer-figures';
import { formatMoney, formatPercent, monthLabel, questionLine } from './optimizer-format';

type MonthFact = NonNullable<OptimizerFigures['insights']['bestRevenueMonth']>;

const LEAD_TIME_LABELS: Record<OptimizerFigures['leadTime']['buckets'][number]['days'], string> = {
  '0-3': 'up to 3 days',
  '4-14': '4 to 14 days',
  '15-30': '15 to 30 days',
  '31-90': '31 to 90 days',
  '91+': 'more than 90 days',
};

function Insight({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm" mt={6}>
        {children}
      </Text>
    </Card>
  );
}

const revenueOf = (fact: MonthFact) => (fact.revenue ? formatMoney(fact.revenue.cents, fact.revenue.currency) : '');

/** What the period's own figures say: best and worst months, gap nights and their estimated value, weekends, lead times, the questions guests asked most. */
export function InsightCards({ figures }: { figures: OptimizerFigures }) {
  const { insights, totals, leadTime } = figures;
  const gapValue = insights.gapNights.estimatedValue.map((money) => formatMoney(money.cents, money.currency)).join(' + ');
  const { maxRunNights, minStayProperties } = insights.gapNights;
  // Where the minimum stay is known, a gap is a free run too short for it; elsewhere, a run of a night or two.
  const gapRuns =
    minStayProperties === 0
      ? `free runs of ${maxRunNights} nights or fewer between stays`
      : minStayProperties >= new Set(figures.rows.map((row) => row.propertyId)).size
        ? 'free runs between stays shorter than the minimum stay'
        : `free runs between stays shorter than the minimum stay (of ${maxRunNights} nights or fewer at properties without one)`;
  const knownLeads = leadTime.buckets.reduce((sum, bucket) => sum + bucket.stays, 0);
  const commonest = knownLeads > 0 ? leadTime.buckets.reduce((best, bucket) => (bucket.stays > best.stays ? bucket : best)) : null;
  const otherCurrencyStays = figures.rows.reduce((sum, row) => sum + row.otherCurrencyStays, 0);
  return (
    <section aria-labelledby="optimizer-insights-title">
      <Title order={2} size="h4" id="optimizer-insights-title" mb="sm">
        Insights
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {insights.bestRevenueMonth && insights.worstRevenueMonth ? (
          <Insight title="Best and worst month">
            {monthLabel(insights.bestRevenueMonth.month)} brought the most revenue ({revenueOf(insights.bestRevenueMonth)}), {monthLabel(insights.worstRevenueMonth.month)} the least (
            {revenueOf(insights.worstRevenueMonth)}).
          </Insight>
        ) : null}
        {insights.bestOccupancyMonth && insights.worstOccupancyMonth ? (
          <Insight title="Busiest and quietest month">
            {monthLabel(insights.bestOccupancyMonth.month)} was the fullest at {formatPercent(insights.bestOccupancyMonth.occupancy)}, {monthLabel(insights.worstOccupancyMonth.month)} the emptiest at{' '}
            {formatPercent(insights.worstOccupancyMonth.occupancy)}.
          </Insight>
        ) : null}
        <Insight title="Gap nights lost">
          {insights.gapNights.nights === 0 ? `No ${gapRuns} in this period.` : `${insights.gapNights.nights} ${insights.gapNights.nights === 1 ? 'night' : 'nights'} fell in ${gapRuns}${gapValue ? `: about ${gapValue} at each property's average daily rate (an estimate, not a promise)` : ''}.`}
        </Insight>
        {totals.weekendOccupancy !== null && totals.weekdayOccupancy !== null ? (
          <Insight title="Weekends and weekdays">
            Friday and Saturday nights were {formatPercent(totals.weekendOccupancy)} booked, the other nights {formatPercent(totals.weekdayOccupancy)}.
          </Insight>
        ) : null}
        <Insight title="How far ahead stays come in">
          {commonest
            ? `Most stays arriving in this period reached Cohost ${LEAD_TIME_LABELS[commonest.days]} before check-in (${commonest.stays} of ${knownLeads}).`
            : 'No stay arriving in this period reached Cohost before its check-in.'}
          {leadTime.unknown > 0 ? ` ${leadTime.unknown} ${leadTime.unknown === 1 ? 'stay was' : 'stays were'} recorded in Cohost only after check-in (typed in or imported afterwards), so how far ahead they were booked is not known.` : ''}
        </Insight>
        <Insight title="Questions guests ask most">
          {insights.topQuestions.length === 0
            ? 'No guest of these properties asked a question in these months.'
            : `By stays that asked in these months: ${insights.topQuestions.map(questionLine).join('; ')}.`}
        </Insight>
        {otherCurrencyStays > 0 ? (
          <Insight title="Other currencies">
            {otherCurrencyStays} {otherCurrencyStays === 1 ? 'stay was' : 'stays were'} paid in another currency than its property's and {otherCurrencyStays === 1 ? 'is' : 'are'} left out of revenue and rates.
          </Insight>
        ) : null}
      </SimpleGrid>
    </section>
  );
}
