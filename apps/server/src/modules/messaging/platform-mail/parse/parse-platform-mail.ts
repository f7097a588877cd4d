import type { ParsedPlatformMail } from '../parsed-platform-mail';

// Stub of the contract (issue 23): the parser helper replaces this with the real parsers.

/** Reads one raw RFC 5322 email (as read over IMAP or forwarded): see ParsedPlatformMail. Never throws on bad mail: it is `ignored` with the reason. */
export async function parsePlatformMail(_raw: string | Uint8Array): Promise<ParsedPlatformMail> {
  throw new Error('not built yet');
}
