import { html } from 'hono/html';

/**
 * hono's `html` template rendered at once, as a string: the one HTML escaper. Values are escaped
 * (& < > " '); fragments made with hono's `html` or `raw` go in as they are. Values must not be
 * promises.
 */
export function htmlText(strings: TemplateStringsArray, ...values: unknown[]): string {
  const rendered = html(strings, ...values);
  if (rendered instanceof Promise) throw new TypeError('htmlText renders synchronous values only');
  return rendered.toString();
}

/** hono's `html` template, for fragments placed in an htmlText (kept as they are, not escaped again). */
export { html } from 'hono/html';
