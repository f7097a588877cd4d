import { describe, expect, it } from 'vitest';
import { FileLinks } from './file-links';

const SECRET = 'an installation secret of some length';
const KEY = 'd9b1c0de-0000-4000-8000-000000000001/photos/7f1e2d3c-0000-4000-8000-000000000002.jpg';
const WORKSPACE = 'd9b1c0de-0000-4000-8000-000000000001';
const NOW = new Date('2026-06-01T12:00:00Z');
const IN_AN_HOUR = new Date('2026-06-01T13:00:00Z');

describe('FileLinks', () => {
  it('opens a link it signed, for its audience, until it expires', () => {
    const links = new FileLinks(SECRET);
    const token = links.sign(KEY, { expiresAt: IN_AN_HOUR, audience: WORKSPACE });
    expect(token).toMatch(/^f1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(WORKSPACE);
    expect(links.verify(token, { audience: WORKSPACE, now: NOW })).toEqual({ key: KEY, expiresAt: IN_AN_HOUR });
    expect(links.verify(token, { audience: WORKSPACE, now: new Date(IN_AN_HOUR.getTime() - 1) }).key).toBe(KEY);
    // The same file and expiry make the same link: browsers can cache it.
    expect(links.sign(KEY, { expiresAt: IN_AN_HOUR, audience: WORKSPACE })).toBe(token);
  });

  it('says a link has expired from its expiry on', () => {
    const links = new FileLinks(SECRET);
    const token = links.sign(KEY, { expiresAt: IN_AN_HOUR, audience: WORKSPACE });
    expect(() => links.verify(token, { audience: WORKSPACE, now: IN_AN_HOUR })).toThrow(expect.objectContaining({ code: 'files.link-expired', status: 410 }));
  });

  it('refuses a link for another audience, from another installation, altered or made up', () => {
    const links = new FileLinks(SECRET);
    const token = links.sign(KEY, { expiresAt: IN_AN_HOUR, audience: WORKSPACE });
    const invalid = expect.objectContaining({ code: 'files.link-invalid', status: 404 });
    expect(() => links.verify(token, { audience: 'another-workspace', now: NOW })).toThrow(invalid);
    expect(() => new FileLinks(`${SECRET}!`).verify(token, { audience: WORKSPACE, now: NOW })).toThrow(invalid);

    // Another file's key or a later expiry in the payload, with the old signature.
    const [version, , signature] = token.split('.');
    for (const payload of [{ k: 'other-workspace/photos/x.jpg', e: IN_AN_HOUR.getTime() / 1000 }, { k: KEY, e: IN_AN_HOUR.getTime() / 1000 + 86_400 }]) {
      const forged = `${version}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      expect(() => links.verify(forged, { audience: WORKSPACE, now: NOW })).toThrow(invalid);
    }
    for (const garbage of ['', 'f1', 'f1..', `${token}x`, token.replace('f1.', 'f2.'), '../../etc/passwd']) {
      expect(() => links.verify(garbage, { audience: WORKSPACE, now: NOW }), garbage).toThrow(invalid);
    }
  });

  it('signs only valid keys and needs a real secret', () => {
    expect(() => new FileLinks(SECRET).sign('../escape', { expiresAt: IN_AN_HOUR, audience: WORKSPACE })).toThrow(/Invalid file key/);
    expect(() => new FileLinks('short')).toThrow(/at least 16/);
  });
});
