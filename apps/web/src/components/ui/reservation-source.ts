import { SOURCE_LABELS, type ReservationSource } from '@cohost/shared';

/** One colour per source (Mantine palette names), the same on every calendar screen. */
export const SOURCE_COLORS: Record<ReservationSource, string> = {
  airbnb: 'pink',
  vrbo: 'blue',
  booking: 'indigo',
  manual: 'teal',
  other: 'gray',
};

export function sourceLabel(source: ReservationSource): string {
  return SOURCE_LABELS[source];
}
