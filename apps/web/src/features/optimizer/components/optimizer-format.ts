/** Amounts in cents as the host's browser writes money, without cents for figures this size. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);
}

export function formatPercent(ratio: number | null): string {
  return ratio === null ? '—' : `${Math.round(ratio * 100)}%`;
}

/** 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** A month plus (or minus) some months. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + count, 1)).toISOString().slice(0, 7);
}

/** This month on the browser's calendar. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export interface PeriodChoice {
  value: string;
  label: string;
  from: string;
  to: string;
}

/** The periods offered, around this month; the first is the default. */
export function periodChoices(month: string): PeriodChoice[] {
  const year = month.slice(0, 4);
  return [
    { value: 'around', label: 'Last, this and next month', from: addMonths(month, -1), to: addMonths(month, 1) },
    { value: 'this-month', label: 'This month', from: month, to: month },
    { value: 'last-3', label: 'Last 3 months', from: addMonths(month, -2), to: month },
    { value: 'next-3', label: 'Next 3 months', from: month, to: addMonths(month, 2) },
    { value: 'last-12', label: 'Last 12 months', from: addMonths(month, -11), to: month },
    { value: 'this-year', label: `${year}`, from: `${year}-01`, to: `${year}-12` },
  ];
}

const TOPIC_LABELS: Record<string, string> = {
  wifi: 'Wi-Fi',
  'check-in': 'Check-in',
  'check-out': 'Checkout',
  'early-check-in': 'Early check-in',
  'late-check-out': 'Late checkout',
  directions: 'Directions',
  parking: 'Parking',
  'door-code': 'Door code',
  'house-rules': 'House rules',
  pets: 'Pets',
  amenities: 'Amenities',
  trash: 'Trash and recycling',
  'local-tips': 'Local tips',
  'booking-change': 'Changing the booking',
  refund: 'Refunds',
  lockout: 'Locked out',
};

/** A topic the co-host read, in words ('parking' → 'Parking'; an unknown one with its dashes as spaces). */
export function topicLabel(topic: string): string {
  const known = TOPIC_LABELS[topic];
  if (known) return known;
  const words = topic.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Parking: 7 stays (9 messages)'. */
export function questionLine(question: { topic: string; stays: number; messages: number }): string {
  const stays = `${question.stays} ${question.stays === 1 ? 'stay' : 'stays'}`;
  return question.messages > question.stays ? `${topicLabel(question.topic)}: ${stays} (${question.messages} messages)` : `${topicLabel(question.topic)}: ${stays}`;
}
