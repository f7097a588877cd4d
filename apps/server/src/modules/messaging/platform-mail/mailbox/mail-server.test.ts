import { describe, expect, it } from 'vitest';
import { describeImapFailure } from '../imap/imap-session';
import { describeSmtpFailure } from '../smtp/smtp-transport';
import { isPrivateAddress, MailServerProblem, resolveMailServer } from './mail-server';

const server = { host: 'mail.example.com', port: 993 };

describe('mail server addresses', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a private server unless allowed, naming the host field', async () => {
    await expect(resolveMailServer('127.0.0.1', false)).rejects.toMatchObject({ field: 'host', message: expect.stringMatching(/private or local network/) });
    await expect(resolveMailServer('[::1]', false)).rejects.toBeInstanceOf(MailServerProblem);
    await expect(resolveMailServer('127.0.0.1', true)).resolves.toBe('127.0.0.1');
  });
});

describe('mail server failures in words', () => {
  it('names the IMAP field a host has to fix', () => {
    expect(describeImapFailure({ authenticationFailed: true }, server, 10_000)).toMatchObject({ field: 'password', transient: false });
    expect(describeImapFailure({ mailboxMissing: true }, server, 10_000, 'Airbnb')).toMatchObject({ field: 'folder', message: expect.stringContaining('"Airbnb"') });
    expect(describeImapFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), server, 10_000)).toMatchObject({ field: 'host', transient: true });
    expect(describeImapFailure(Object.assign(new Error('Timeout'), { code: 'CONNECT_TIMEOUT' }), server, 10_000)).toMatchObject({ field: 'port', message: expect.stringContaining('within 10 seconds') });
    expect(describeImapFailure(new Error('wrong version number'), server, 10_000)).toMatchObject({ field: 'security' });
  });

  it('tells a permanent SMTP refusal (5xx) from one that may pass (4xx), keeping the server’s words', () => {
    expect(describeSmtpFailure({ code: 'EAUTH', responseCode: 535 }, server, 10_000)).toMatchObject({ field: 'password' });
    expect(describeSmtpFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }, server, 10_000)).toMatchObject({ transient: false, message: expect.stringContaining('550 5.1.1 No such user') });
    expect(describeSmtpFailure({ code: 'EENVELOPE', responseCode: 451, response: '451 Try later' }, server, 10_000)).toMatchObject({ transient: true });
    expect(describeSmtpFailure(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), server, 10_000)).toMatchObject({ field: 'port', transient: true });
  });
});
