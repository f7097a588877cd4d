import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';

import classes from './comparison-table.module.css';
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

const toolClass = (index: number) => (index === 0 ? `${classes.tool} ${classes.cohost}` : classes.tool);

/** Cohost against the tools hosts already know, with yes / partial / no cells (brief §2). */
export function ComparisonTable() {
  return (
    <>
      {/* Focusable, so keyboard users can scroll it sideways on a narrow screen. */}
      <div tabIndex={0} role="region" aria-label="Comparison table (scrolls sideways)" className={classes.scroller}>
        <table className={classes.table}>
          <caption>How Cohost compares with other hosting tools</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {COMPARISON_TOOLS.map((tool, index) => (
                <th key={tool} scope="col" className={toolClass(index)}>
                  {tool}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={classes.rowHeader}>
                  {row.feature}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={COMPARISON_TOOLS[index]} className={toolClass(index)}>
                    <Cell value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text size="xs" c="dimmed" mt="sm" ta="center">
        Partial: available through an add-on, an integration or for some cases only. Based on each product&apos;s public feature
        pages in November 2026; check with each vendor for their current offer.
      </Text>
    </>
  );
}
