// Cutting a notification down to the guest's own words: what came before in the thread (a
// guest who answered by email brings their mail client's quote along), signatures, and the
// platform's buttons, footers and legal lines (each platform parser passes its own).

const QUOTE_HEADERS: RegExp[] = [
  /^>/,
  /^On .{4,}wrote:$/i,
  /^El .{4,}escribió:$/i,
  /^Le .{4,}a écrit ?:$/i,
  /^Am .{4,}schrieb.*:$/i,
  /^-{2,}\s*(Original Message|Mensaje original|Message d'origine|Ursprüngliche Nachricht)\s*-{2,}$/i,
  /^_{10,}$/,
  /^(From|De|Von):\s.*@/i,
];

const SIGNATURE_STARTS: RegExp[] = [
  /^--\s?$/,
  /^Sent from my (iPhone|iPad|Android|Galaxy|mobile)/i,
  /^Get Outlook for (iOS|Android)/i,
  /^Enviado desde mi (iPhone|iPad|Android|móvil)/i,
  /^Envoyé de mon (iPhone|iPad|Android|mobile)/i,
  /^Von meinem (iPhone|iPad|Android|Smartphone) gesendet/i,
];

/** The text before the first quoted-history header ("On … wrote:", "> ", "-----Original Message-----"). */
export function cutQuotedHistory(text: string): string {
  return cutAtFirst(text, QUOTE_HEADERS);
}

/** The text before a signature separator ("-- ") or a "Sent from my iPhone" line. */
export function cutSignature(text: string): string {
  return cutAtFirst(text, SIGNATURE_STARTS);
}

/** The text before the first line matching one of `stops` (each tested against the trimmed line). */
export function cutAtFirst(text: string, stops: readonly RegExp[]): string {
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    // A button rendered as text ("Reply <https://…>", "Reply [https://…]") is still the button.
    const bare = line.trim().replace(/(\S)\s*[<[]https?:\/\/[^\s>\]]+[>\]]$/, '$1');
    if (stops.some((stop) => stop.test(bare))) break;
    kept.push(line);
  }
  return tidy(kept.join('\n'));
}

/** Lines trimmed at their ends, runs of blank lines reduced to one, no blank edges. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n[ \t]*\n(\s*\n)+/g, '\n\n')
    .trim();
}

/** The guest's words in a body: quoted history, signature and the platform's own lines cut off. */
export function guestWords(body: string, platformStops: readonly RegExp[]): string {
  return cutSignature(cutQuotedHistory(cutAtFirst(body, platformStops)));
}

/** The trimmed, non-empty lines of a text. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The value after a label: on the same line ("Booking number: 123") or on the next non-empty line. */
export function labelledValue(text: string, label: RegExp): string | null {
  const lines = linesOf(text);
  for (let index = 0; index < lines.length; index += 1) {
    // \b: the label "Guest" is not the start of "Guests: 2 adults".
    const match = new RegExp(`^(?:${label.source})\\b\\s*:?\\s*(.*)$`, 'i').exec(lines[index]!);
    if (!match) continue;
    const rest = match[1]!.trim();
    return rest || lines[index + 1] || null;
  }
  return null;
}

/** The text after the first line matching `start` (exclusive), or null when no line does. */
export function textAfterLine(text: string, start: RegExp): string | null {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => start.test(line.trim()));
  return index < 0 ? null : lines.slice(index + 1).join('\n');
}
