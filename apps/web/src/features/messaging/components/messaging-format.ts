const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Dec", from a calendar day (YYYY-MM-DD): never shifted by the browser's time zone. */
function shortDay(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** "12–15 Dec", "28 Dec – 2 Jan"; the year only when the stay is not in `currentYear`. */
export function formatStayDates(checkIn: string | null, checkOut: string | null, currentYear = new Date().getFullYear()): string {
  if (!checkIn || !checkOut) return '';
  const year = checkOut.slice(0, 4) === String(currentYear) ? '' : ` ${checkOut.slice(0, 4)}`;
  if (checkIn.slice(0, 7) === checkOut.slice(0, 7)) return `${Number(checkIn.slice(8, 10))}–${shortDay(checkOut)}${year}`;
  return `${shortDay(checkIn)} – ${shortDay(checkOut)}${year}`;
}

/** How long ago, in the list's short words: "just now", "5 min", "3 h", "2 d", then the day. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d`;
  return shortDay(new Date(iso).toISOString().slice(0, 10));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** When a scheduled message goes (or went), in words: "in 3 hours", "in 2 days", "5 minutes ago". */
export function dueInWords(iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const minutes = Math.round(Math.abs(diff) / 60_000);
  let amount: string;
  if (minutes < 1) return 'now';
  if (minutes < 60) amount = plural(minutes, 'minute');
  else if (minutes < 48 * 60) amount = plural(Math.round(minutes / 60), 'hour');
  else if (minutes < 60 * 1440) amount = plural(Math.round(minutes / 1440), 'day');
  else if (minutes < 730 * 1440) amount = plural(Math.round(minutes / (30 * 1440)), 'month');
  else amount = plural(Math.round(minutes / (365 * 1440)), 'year');
  return diff > 0 ? `in ${amount}` : `${amount} ago`;
}

/** A moment in a given time zone (the property's; else the browser's), e.g. "Sat 12 Dec, 16:00"; the year when it is not this one. */
export function formatInZone(iso: string, timeZone?: string, now = new Date()): string {
  const date = new Date(iso);
  const year = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at);
  const isThisYear = year(date) === year(now);
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', ...(isThisYear ? {} : { year: 'numeric' }), hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A message's time in the browser's zone: "16:04" today, else "12 Dec, 16:04". */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return date.toDateString() === now.toDateString() ? time : `${date.getDate()} ${MONTHS[date.getMonth()]}, ${time}`;
}
