import { isIP } from 'node:net';
import type { Transporter } from 'nodemailer';
import { describeNetworkFailure, MailServerProblem, resolveMailServer, type MailServerSettings } from '../mailbox/mail-server';

export interface SmtpOptions {
  allowPrivate: boolean;
  timeoutMs: number;
}

/** A transport to the mailbox's own SMTP server (its resolved, checked address; TLS checks the name). */
export async function openSmtpTransport(settings: MailServerSettings, options: SmtpOptions): Promise<Transporter> {
  const address = await resolveMailServer(settings.host, options.allowPrivate);
  // Loaded with the first mailbox, not at start (decision 004).
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport({
    host: address,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(isIP(settings.host) ? {} : { tls: { servername: settings.host } }),
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs * 3,
  });
}

/** Logs in to the SMTP server (nodemailer's `verify`); a refusal comes out as a `MailServerProblem`. */
export async function verifySmtp(settings: MailServerSettings, options: SmtpOptions): Promise<void> {
  const transport = await openSmtpTransport(settings, options);
  try {
    await transport.verify();
  } catch (error) {
    throw describeSmtpFailure(error, settings, options.timeoutMs);
  } finally {
    transport.close();
  }
}

/**
 * What the SMTP server said, in words, with the field to fix. A 5xx answer is permanent (the
 * server's own words are kept); 4xx answers, timeouts and dropped connections may pass.
 */
export function describeSmtpFailure(error: unknown, server: { host: string; port: number }, timeoutMs: number): MailServerProblem {
  if (error instanceof MailServerProblem) return error;
  const failure = error as { code?: string; responseCode?: number; response?: string } | null;
  if (failure?.code === 'EAUTH') {
    return new MailServerProblem('password', 'The SMTP server refused the user name or password: check them (Gmail, Outlook, iCloud and Yahoo need an app password).', false);
  }
  if (typeof failure?.responseCode === 'number') {
    const words = (failure.response ?? '').trim() || `code ${failure.responseCode}`;
    return new MailServerProblem('host', `The SMTP server refused the message: ${words}`, failure.responseCode < 500);
  }
  if (failure?.code === 'EDNS') return new MailServerProblem('host', `There is no mail server named ${server.host}: check the spelling (for example smtp.fastmail.com).`, false);
  const network = describeNetworkFailure(error, server, Math.round(timeoutMs / 1000));
  if (network) return network;
  if (failure?.code === 'ECONNECTION' || failure?.code === 'ESOCKET') {
    return new MailServerProblem('host', `${server.host} could not be reached on port ${server.port}: check the server name and the port.`, true);
  }
  return new MailServerProblem('host', `The SMTP server at ${server.host} failed: ${error instanceof Error ? error.message : String(error)}`, true);
}
