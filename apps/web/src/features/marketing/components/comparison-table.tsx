import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';

import { COMPARISON_ROWS, COMPARISON_TOOLS, type ComparisonCell } from './landing-content';

const CELL = {
  yes: { label: 'Yes', icon: IconCheck, color: 'var(--mantine-color-green-8)' },
  partial: { label: 'Partial', icon: IconMinus, color: 'var(--mantine-color-yellow-9)' },
  no: { label: 'No', icon: IconX, color: 'var(--mantine-color-red-8)' },
} as const satisfies Record<ComparisonCell, unknown>;

function Cell({ value }: { value: ComparisonCell }) {
  const { label, icon: Icon, color } = CELL[value];
  return (
    <>
      <Icon size={20} color={color} stroke={2.4} aria-hidden style={{ verticalAlign: 'middle' }} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** Cohost against the tools hosts already know, with yes / partial / no cells (brief §2). */
export function ComparisonTable() {
  return (
    <>
      {/* Focusable, so keyboard users can scroll it sideways on a narrow screen. */}
      <Box tabIndex={0} role="region" aria-label="Comparison table (scrolls sideways)" style={{ overflowX: 'auto' }}>
        <Table miw={600} striped highlightOnHover withTableBorder verticalSpacing="sm" fz="sm">
          <Table.Caption>How Cohost compares with other hosting tools</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Feature</Table.Th>
              {COMPARISON_TOOLS.map((tool) => (
                <Table.Th key={tool} scope="col" ta="center" bg={tool === 'Cohost' ? 'indigo.0' : undefined}>
                  {tool}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COMPARISON_ROWS.map((row) => (
              <Table.Tr key={row.feature}>
                <Table.Th scope="row" fw={500}>
                  {row.feature}
                </Table.Th>
                {row.cells.map((cell, index) => (
                  <Table.Td key={COMPARISON_TOOLS[index]} ta="center" bg={index === 0 ? 'indigo.0' : undefined}>
                    <Cell value={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Text size="xs" c="dimmed" mt="sm" ta="center">
        Partial: available through an add-on, an integration or for some cases only. Based on each product&apos;s public feature
        pages in November 2026; check with each vendor for their current offer.
      </Text>
    </>
  );
}
