// A notification's HTML part as the lines a person sees, and the links behind its buttons (the
// reservation code and listing id often live only in an href). Enough for the platforms'
// table layouts; not a general HTML renderer.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  copy: '©',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
};

/** `&amp;`, `&#233;`, `&#xE9;` and the common named entities, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return safeCodePoint(Number.parseInt(code.slice(2), 16), whole);
    if (code.startsWith('#')) return safeCodePoint(Number.parseInt(code.slice(1), 10), whole);
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** The href of every link, decoded, in document order. */
export function linksOfHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')/gi)].map((match) => decodeEntities(match[2] ?? match[3] ?? '').trim());
}

const BLOCK_END = /<\/(p|div|tr|td|th|h[1-6]|li|table|ul|ol|blockquote|section|article|header|footer)\s*>/gi;

/** The visible text: one line per block, blank lines between paragraphs, entities decoded. */
export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]+display\s*:\s*none[^>]*>[\s\S]*?<\/(div|span|td)>/gi, '');
  const withBreaks = withoutHidden
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]+>/g, '');
  const lines = decodeEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
