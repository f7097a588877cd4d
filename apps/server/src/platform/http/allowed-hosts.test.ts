import { describe, expect, it } from 'vitest';
import { allowedHostNames, assertAllowedHost, isLoopbackAddress } from './allowed-hosts';

describe('allowed hosts', () => {
  it('answers for the public address and ALLOWED_HOSTS, and for the loopback names only while bound to loopback', () => {
    const bound = (bindHost: string) => allowedHostNames({ publicUrl: 'https://cohost.example.com', allowedHosts: ['WWW.cohost.example.com.'], bindHost });
    expect(bound('0.0.0.0')).toEqual(['cohost.example.com', 'www.cohost.example.com']);
    expect(bound('127.0.0.1')).toEqual(['cohost.example.com', 'www.cohost.example.com', 'localhost', '127.0.0.1', '[::1]']);
    expect(bound('::1')).toContain('localhost');
  });

  it('refuses any other name, whatever the port, case or trailing dot', () => {
    const allowed = new Set(['cohost.example.com', 'localhost']);
    expect(() => assertAllowedHost('http://COHOST.example.com.:8080/x', allowed)).not.toThrow();
    expect(() => assertAllowedHost('http://localhost:3000/', allowed)).not.toThrow();
    expect(() => assertAllowedHost('http://rebind.attacker.test/', allowed)).toThrow(expect.objectContaining({ status: 421, code: 'platform.unknown-host' }));
  });

  it('knows loopback addresses, IPv4-mapped ones too', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '10.0.0.1', '::ffff:192.0.2.1', '128.0.0.1', undefined]) expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});
