import { html } from 'hono/html';
import { describe, expect, it } from 'vitest';
import { linkify } from './notifications.pages';

const render = async (text: string) => String(await html`${linkify(text)}`);

describe('linkify', () => {
  it('links http(s) URLs and escapes everything else', async () => {
    expect(await render('Go to <https://a.test/x?y=1&z=2>, or http://b.test.')).toBe(
      'Go to &lt;<a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a>&gt;, or <a href="http://b.test">http://b.test</a>.',
    );
  });

  it('leaves other schemes as text', async () => {
    expect(await render('javascript:alert(1) "quoted"')).toBe('javascript:alert(1) &quot;quoted&quot;');
  });
});
