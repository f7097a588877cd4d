import { describe, expect, it } from 'vitest';
import { ReadCache, type CachedAnswer } from './read-cache';

const answer = (text: string): CachedAnswer => ({ body: Buffer.from(text), headers: [['content-type', 'application/json']], encoded: {} });

describe('ReadCache', () => {
  it('keeps an answer for its minute and its TTL only', () => {
    let now = 0;
    const cache = new ReadCache(30_000, () => now);
    cache.set('k', 'w1', cache.mark(), 7, answer('{"a":1}'));
    expect(cache.get('k', 7)?.body.toString()).toBe('{"a":1}');
    expect(cache.get('k', 8)).toBeNull();
    expect(cache.size).toBe(0);
    cache.set('k', 'w1', cache.mark(), 8, answer('{"a":2}'));
    now = 29_999;
    expect(cache.get('k', 8)).not.toBeNull();
    now = 30_000;
    expect(cache.get('k', 8)).toBeNull();
  });

  it("drops a workspace's answers when it changes, and no other workspace's", () => {
    const cache = new ReadCache(30_000);
    cache.set('a1', 'w1', cache.mark(), 1, answer('1'));
    cache.set('a2', 'w1', cache.mark(), 1, answer('2'));
    cache.set('b1', 'w2', cache.mark(), 1, answer('3'));
    cache.forgetWorkspace('w1');
    expect(cache.get('a1', 1)).toBeNull();
    expect(cache.get('a2', 1)).toBeNull();
    expect(cache.get('b1', 1)?.body.toString()).toBe('3');
  });

  it('refuses a read that a change of its workspace overtook, not one another workspace overtook', () => {
    const cache = new ReadCache(30_000);
    const mark = cache.mark();
    cache.forgetWorkspace('w1');
    cache.set('a', 'w1', mark, 1, answer('stale'));
    expect(cache.get('a', 1)).toBeNull();
    cache.set('b', 'w2', mark, 1, answer('fresh'));
    expect(cache.get('b', 1)?.body.toString()).toBe('fresh');
    // A mark taken after the change is kept.
    cache.set('a', 'w1', cache.mark(), 1, answer('new'));
    expect(cache.get('a', 1)?.body.toString()).toBe('new');
  });

  it('refuses every read a clear overtook, and forgets everything', () => {
    const cache = new ReadCache(30_000);
    cache.set('a', 'w1', cache.mark(), 1, answer('1'));
    const mark = cache.mark();
    cache.clear();
    expect(cache.size).toBe(0);
    cache.set('b', 'w9', mark, 1, answer('stale'));
    expect(cache.get('b', 1)).toBeNull();
    cache.set('b', 'w9', cache.mark(), 1, answer('fresh'));
    expect(cache.get('b', 1)?.body.toString()).toBe('fresh');
  });

  it('keeps at most 5,000 answers, the oldest going first', () => {
    const cache = new ReadCache(30_000);
    for (let index = 0; index < 5_001; index++) cache.set(`k${index}`, `w${index % 7}`, cache.mark(), 1, answer(String(index)));
    expect(cache.size).toBe(5_000);
    expect(cache.get('k0', 1)).toBeNull();
    expect(cache.get('k5000', 1)?.body.toString()).toBe('5000');
    // Forgetting a workspace after evictions leaves the count right.
    cache.forgetWorkspace('w0');
    expect(cache.size).toBe(5_000 - Math.floor(5_000 / 7));
  });

  it('shares a read in flight with the requests for the same screen, until a change overtakes it', async () => {
    const cache = new ReadCache(30_000);
    let settle: (value: CachedAnswer | null) => void = () => {};
    cache.startFlight('k', 'w1', cache.mark(), new Promise((resolve) => (settle = resolve)));
    const joined = cache.inFlight('k', 'w1');
    expect(joined).not.toBeNull();
    expect(cache.inFlight('other', 'w1')).toBeNull();
    // A change of another workspace leaves it; a change of its own, or a clear, does not.
    cache.forgetWorkspace('w2');
    expect(cache.inFlight('k', 'w1')).toBe(joined);
    cache.forgetWorkspace('w1');
    expect(cache.inFlight('k', 'w1')).toBeNull();
    settle(answer('shared'));
    expect((await joined)?.body.toString()).toBe('shared');
    // Once settled it is no longer in flight.
    await Promise.resolve();
    cache.startFlight('j', 'w3', cache.mark(), Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.inFlight('j', 'w3')).toBeNull();
    cache.startFlight('c', 'w4', cache.mark(), new Promise(() => {}));
    cache.clear();
    expect(cache.inFlight('c', 'w4')).toBeNull();
  });
});
