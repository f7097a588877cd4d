import { describe, expect, it } from 'vitest';
import { jsonEncodingFor } from './compress-json';

describe('jsonEncodingFor', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(jsonEncodingFor('gzip, deflate, br')).toBe('br');
    expect(jsonEncodingFor('gzip, br;q=0')).toBe('gzip');
    expect(jsonEncodingFor('br;q=0.0, gzip;q=0')).toBeNull();
    expect(jsonEncodingFor('BR;q=0.5')).toBe('br');
    expect(jsonEncodingFor('deflate')).toBeNull();
    expect(jsonEncodingFor(undefined)).toBeNull();
  });
});
