import { htmlText } from './html';

/** The HTML part of a plain-text email: escaped, paragraphs kept, links clickable. */
export function plainEmailHtml(text: string): string {
  const escaped = htmlText`${text}`;
  const linked = escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return linked
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
