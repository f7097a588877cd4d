import { describe, expect, it } from 'vitest';
import type { Actor } from '../domain/actor';
import { SessionCache, sessionCookie } from './session-cache';

const actor = (userId: string): Actor => ({ userId, workspaceId: `w-${userId}`, role: 'owner' });
const far = new Date(Date.UTC(2100, 0, 1));

describe('SessionCache', () => {
  it('keeps an answer for the TTL, never past the session’s own expiry', () => {
    let now = 1_000;
    const cache = new SessionCache(() => now, 30_000);
    cache.set('a', cache.mark(), actor('u1'), far);
    cache.set('b', cache.mark(), actor('u2'), new Date(now + 5_000));
    now += 10_000;
    expect(cache.get('a')).toEqual(actor('u1'));
    expect(cache.get('b')).toBeNull();
    now += 20_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops a changed user’s sessions only, and refuses a read that a change overtook', () => {
    const cache = new SessionCache(() => 0);
    cache.set('a1', cache.mark(), actor('u1'), far);
    cache.set('a2', cache.mark(), actor('u1'), far);
    cache.set('b', cache.mark(), actor('u2'), far);
    const before = cache.mark();
    cache.forgetUser('u1');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b')]).toEqual([null, null, actor('u2')]);
    // Read before the change, stored after it: not kept.
    cache.set('a1', before, actor('u1'), far);
    expect(cache.get('a1')).toBeNull();
    cache.clear();
    expect(cache.get('b')).toBeNull();
  });

  it('reads the session cookie (plain or __Secure-), never with an authorization header', () => {
    expect(sessionCookie(new Headers({ cookie: 'x=1; cohost.session_token=abc.sig%3D; y=2' }))).toBe('abc.sig%3D');
    expect(sessionCookie(new Headers({ cookie: '__Secure-cohost.session_token=tok' }))).toBe('tok');
    expect(sessionCookie(new Headers({ cookie: 'othercohost.session_token=tok' }))).toBeNull();
    expect(sessionCookie(new Headers({ cookie: 'cohost.session_token=tok', authorization: 'Bearer x' }))).toBeNull();
    expect(sessionCookie(new Headers())).toBeNull();
  });
});
