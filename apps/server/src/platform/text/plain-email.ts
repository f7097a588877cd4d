const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The HTML part of a plain-text email: escaped, paragraphs kept, links clickable. */
export function plainEmailHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
  const linked = escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return linked
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
