import { describe, expect, it } from 'vitest';
import { SealedBox } from './sealed-box';

const SECRET = 'an installation secret of some length';

describe('SealedBox', () => {
  it('opens what it sealed, and seals the same value differently each time', () => {
    const box = new SealedBox(SECRET, 'door-codes');
    const first = box.seal('583920');
    const second = box.seal('583920');
    expect(first).not.toBe(second);
    expect(first).not.toContain('583920');
    expect(box.open(first)).toBe('583920');
    expect(box.open(second)).toBe('583920');
  });

  it('refuses a value sealed for another purpose or secret, or altered', () => {
    const sealed = new SealedBox(SECRET, 'door-codes').seal('583920');
    expect(() => new SealedBox(SECRET, 'seam-api-keys').open(sealed)).toThrow();
    expect(() => new SealedBox(`${SECRET}!`, 'door-codes').open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => new SealedBox(SECRET, 'door-codes').open(altered)).toThrow();
    expect(() => new SealedBox(SECRET, 'door-codes').open('583920')).toThrow(/Not a sealed value/);
  });

  it('fingerprints a value the same way every time, differently per purpose, without revealing it', () => {
    const box = new SealedBox(SECRET, 'door-codes');
    expect(box.fingerprint('lock-1:583920')).toBe(box.fingerprint('lock-1:583920'));
    expect(box.fingerprint('lock-1:583920')).not.toBe(box.fingerprint('lock-1:583921'));
    expect(new SealedBox(SECRET, 'other').fingerprint('lock-1:583920')).not.toBe(box.fingerprint('lock-1:583920'));
    expect(box.fingerprint('lock-1:583920')).not.toContain('583920');
  });

  it('wants a real secret', () => {
    expect(() => new SealedBox('short', 'door-codes')).toThrow(/at least 16/);
  });
});
