import { describe, expect, it } from 'vitest';
import { composeContactEmail } from './contact-email';

const request = {
  id: 'req-1',
  kind: 'demo' as const,
  name: 'Ada\r\nBcc: everyone@example.com',
  email: 'ada@example.com',
  message: 'Can I see <b>the</b> cleaner portal?',
  userId: null,
  workspaceId: null,
  receivedAt: new Date('2026-11-21T10:00:00Z'),
};

describe('composeContactEmail', () => {
  it('keeps the subject on one line whatever the name holds', () => {
    expect(composeContactEmail(request).subject).toBe('Demo request from Ada Bcc: everyone@example.com');
  });

  it('says who wrote and how to answer, with the message as written', () => {
    const { text } = composeContactEmail(request);
    expect(text).toContain('Reply to ada@example.com');
    expect(text).toContain('Account: Not signed in');
    expect(text).toContain('Can I see <b>the</b> cleaner portal?');
  });

  it('escapes the visitor text in the HTML part', () => {
    expect(composeContactEmail(request).html).toContain('Can I see &lt;b&gt;the&lt;/b&gt; cleaner portal?');
  });
});
