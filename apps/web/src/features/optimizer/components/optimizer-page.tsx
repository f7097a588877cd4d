import { monthsInPeriod, OPTIMIZER_MAX_MONTHS } from '@cohost/shared';
import { Alert, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { useOptimizerFigures, type OptimizerFigures } from '../api/get-optimizer-figures';
import { InsightCards } from './insight-cards';
import { Recommendations } from './recommendations';
import { currentMonth, formatMoney, formatPercent, monthLabel, periodChoices } from './optimizer-format';

// The charts bring recharts: their own chunk, fetched once the figures are on screen.
const PerformanceCharts = lazy(async () => ({ default: (await import('./performance-charts')).PerformanceCharts }));

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /optimizer: the period's figures from the host's own stays, filtered by period and property (kept in the address). */
export function OptimizerPage() {
  const [search, setSearch] = useSearchParams();
  const choices = periodChoices(currentMonth());
  const asked = { from: search.get('from'), to: search.get('to') };
  // An address with a period the API would refuse shows the default one.
  const custom = asked.from && asked.to && MONTH.test(asked.from) && MONTH.test(asked.to) && asked.from <= asked.to && monthsInPeriod(asked.from, asked.to) <= OPTIMIZER_MAX_MONTHS ? { from: asked.from, to: asked.to } : null;
  const period = custom ?? choices[0]!;
  const chosen = choices.find((choice) => choice.from === period.from && choice.to === period.to);
  const options = chosen ? choices : [...choices, { value: 'custom', label: `${monthLabel(period.from)} – ${monthLabel(period.to)}`, from: period.from, to: period.to }];
  const propertyParam = search.get('propertyId');
  const propertyId = propertyParam && UUID.test(propertyParam) ? propertyParam : undefined;
  const figures = useOptimizerFigures({ from: period.from, to: period.to, ...(propertyId ? { propertyId } : {}) });

  function update(values: Record<string, string | null>) {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next, { replace: true });
  }

  const data = figures.data;
  const hasProperties = (data?.properties.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Optimizer</Title>
        <Text c="dimmed" mt={4}>
          How your properties do, month by month, from your own stays and payouts.
        </Text>
      </div>
      {figures.isPending ? <PageLoader /> : null}
      {figures.isError ? <Alert color="red">{describeApiError(figures.error, 'Failed to load your figures')}</Alert> : null}
      {data && !hasProperties ? (
        <EmptyStatePanel icon={<IconChartLine size={28} stroke={1.6} />} description="Add a property and its stays: occupancy, rates and revenue for each month will appear here." />
      ) : null}
      {data && hasProperties ? (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Period"
              data={options.map((option) => ({ value: option.value, label: option.label }))}
              value={chosen?.value ?? 'custom'}
              onChange={(value) => {
                const option = options.find((o) => o.value === value);
                if (option) update(option === choices[0] ? { from: null, to: null } : { from: option.from, to: option.to });
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label="Property"
              placeholder="All properties"
              data={data.properties.map((property) => ({ value: property.id, label: property.name }))}
              value={propertyId ?? null}
              onChange={(value) => update({ propertyId: value })}
              clearable
              w={{ base: '100%', xs: 240 }}
            />
          </Group>
          <Recommendations propertyId={propertyId} />
          {data.hasStays ? (
            <Figures figures={data} />
          ) : (
            <EmptyStatePanel
              icon={<IconChartLine size={28} stroke={1.6} />}
              title="No stays in this period"
              description={`No night is booked from ${monthLabel(period.from)} to ${monthLabel(period.to)}, nor in the same months a year earlier. Choose another period, or add stays and calendar feeds on a property's Calendar tab.`}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}

function Figures({ figures }: { figures: OptimizerFigures }) {
  const { totals, previousTotals } = figures;
  const main = totals.revenue[0] ?? previousTotals.revenue[0] ?? null;
  const change = main ? figures.revenueChange.find((c) => c.currency === main.currency) : undefined;
  const revenueNow = main ? (totals.revenue.find((m) => m.currency === main.currency)?.cents ?? 0) : 0;
  const revenueBefore = main ? (previousTotals.revenue.find((m) => m.currency === main.currency)?.cents ?? 0) : 0;
  const adr = totals.adr[0];
  const previousLabel = `${monthLabel(figures.previousPeriod.from)} – ${monthLabel(figures.previousPeriod.to)}`;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard
          label="Revenue change"
          value={!main ? 'No payouts yet' : change?.percent === null || change === undefined ? 'No revenue a year earlier' : `${change.percent >= 0 ? '+' : ''}${Math.round(change.percent)}%`}
          hint={main ? `${formatMoney(revenueNow, main.currency)} against ${formatMoney(revenueBefore, main.currency)} in ${previousLabel}` : 'Payouts typed in on stays count as revenue.'}
        />
        <StatCard label="Occupancy" value={formatPercent(totals.occupancy)} hint={`${totals.bookedNights} of ${totals.availableNights} available nights booked`} />
        <StatCard
          label="Average daily rate"
          value={adr ? formatMoney(adr.cents, adr.currency) : 'No payouts yet'}
          hint={totals.adr.length > 1 ? `Also ${totals.adr.slice(1).map((m) => formatMoney(m.cents, m.currency)).join(', ')}` : 'Payouts over the nights they paid for'}
        />
        <StatCard label="Guest rating" value="No ratings yet" hint="Cohost does not receive guests' reviews yet." />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={360} radius="md" />}>
        <PerformanceCharts figures={figures} />
      </Suspense>
      <InsightCards figures={figures} />
    </>
  );
}
