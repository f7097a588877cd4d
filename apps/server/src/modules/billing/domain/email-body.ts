import { htmlText } from '../../../platform/text/html';

/** An email's text and HTML from the same paragraphs; links become clickable in the HTML part. */
export function emailBody(paragraphs: string[]): { text: string; html: string } {
  const text = `${paragraphs.join('\n\n')}\n\n— Cohost`;
  const html = [...paragraphs, '— Cohost']
    .map((paragraph) => `<p>${htmlText`${paragraph}`.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('');
  return { text, html };
}
