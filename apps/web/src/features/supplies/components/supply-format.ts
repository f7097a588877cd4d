import type { SupplyOrderStatus, SupplyStatus } from '@cohost/shared';

export const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

export const STATUS_COLORS: Record<SupplyStatus, string> = { good: 'green', low: 'yellow', critical: 'red' };
export const STATUS_LABELS: Record<SupplyStatus, string> = { good: 'Good', low: 'Low', critical: 'Critical' };

export const ORDER_STATUS_COLORS: Record<SupplyOrderStatus, string> = {
  waiting: 'orange',
  refused: 'red',
  denied: 'gray',
  checkout: 'grape',
  processing: 'blue',
  'in-transit': 'cyan',
  delivered: 'green',
};

export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function monthLabel(month: string): string {
  return new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
}
