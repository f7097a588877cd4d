import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, linksOfHtml } from './html-to-text';

describe('htmlToText', () => {
  it('gives one line per block, paragraphs apart, without head, styles or hidden preheaders', () => {
    const html = '<html><head><title>Airbnb</title><style>p{color:red}</style></head><body><div style="display:none">preview text</div><table><tr><td><h2>Anna</h2></td></tr><tr><td><p>Hi Sam!<br>See you soon.</p><p>Second&nbsp;paragraph &amp; more</p></td></tr></table></body></html>';
    expect(htmlToText(html)).toBe('Anna\n\nHi Sam!\nSee you soon.\n\nSecond paragraph & more');
  });

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('L&eacute;a &#233; &#xE9; &euro; &unknown;')).toBe('Léa é é € &unknown;');
  });

  it('lists the links behind buttons', () => {
    expect(linksOfHtml('<a class="btn" href="https://www.airbnb.com/hosting/reservations/details/HMQ4X7K2PA?c=1&amp;e=2">View</a><a href=\'https://www.airbnb.com/rooms/1\'>x</a>')).toEqual([
      'https://www.airbnb.com/hosting/reservations/details/HMQ4X7K2PA?c=1&e=2',
      'https://www.airbnb.com/rooms/1',
    ]);
  });
});
