/**
 * Something other than a stay shown on a calendar (a turnover cleaning), placed by its own
 * property's local dates and hours. The feature that owns it builds the marks; the calendars
 * (the dashboard's timeline, a property's month) only draw them and link to `href`.
 */
export interface CalendarMark {
  id: string;
  propertyId: string;
  start: { date: string; hour: number };
  end: { date: string; hour: number };
  /** A word or two drawn on the calendar when there is room. */
  label: string;
  /** The whole description, for hover and screen readers. */
  title: string;
  /** A Mantine palette name. */
  color: string;
  href: string;
}

/** The legend's swatch for the marks. */
export const CALENDAR_MARK_SWATCH = { label: 'Cleaning', style: { background: 'var(--mantine-color-grape-5)', borderRadius: 6 } } as const;
