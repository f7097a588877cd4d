import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';

import type { OptimizerFigures } from '../api/get-optimizer-figures';
import { formatMoney, monthLabel } from './optimizer-format';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7'];

/**
 * The property performance comparison: occupancy and average daily rate per property for each
 * month of the period (recharts through @mantine/charts, in this chunk only: loaded by /optimizer).
 */
export function PerformanceCharts({ figures }: { figures: OptimizerFigures }) {
  const shown = figures.properties.filter((property) => figures.rows.some((row) => row.propertyId === property.id));
  const months = [...new Set(figures.rows.map((row) => row.month))];
  const currencies = new Set(shown.map((property) => property.currency));
  // With one currency the rate axis is money; with several, each property's rate is in its own.
  const seriesName = (property: (typeof shown)[number]) => (currencies.size > 1 ? `${property.name} (${property.currency})` : property.name);
  const series = shown.map((property, index) => ({ name: seriesName(property), color: COLORS[index % COLORS.length]! }));
  const occupancy = months.map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(shown.map((property) => {
      const row = figures.rows.find((r) => r.propertyId === property.id && r.month === month);
      return [seriesName(property), row?.occupancy === null || row === undefined ? null : Math.round(row.occupancy * 1000) / 10];
    })),
  }));
  const rates = months.map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(shown.map((property) => [seriesName(property), (figures.rows.find((r) => r.propertyId === property.id && r.month === month)?.adrCents ?? null)])),
  }));
  const onlyCurrency = currencies.size === 1 ? [...currencies][0]! : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="optimizer-performance-title">
      <Title order={2} size="h4" id="optimizer-performance-title">
        Property performance
      </Title>
      <Text size="sm" c="dimmed">
        Each property's occupancy and average daily rate, month by month.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
        <div>
          <Text fw={600} size="sm" mb="xs">
            Occupancy
          </Text>
          <BarChart h={260} data={occupancy} dataKey="month" series={series} unit="%" yAxisProps={{ domain: [0, 100] }} withLegend legendProps={{ verticalAlign: 'bottom' }} />
        </div>
        <div>
          <Text fw={600} size="sm" mb="xs">
            Average daily rate
          </Text>
          <LineChart
            h={260}
            data={rates}
            dataKey="month"
            series={series}
            connectNulls={false}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(cents) => (onlyCurrency ? formatMoney(cents, onlyCurrency) : (cents / 100).toFixed(0))}
          />
        </div>
      </SimpleGrid>
    </Card>
  );
}
