import type { PlatformMailbox, PlatformMailboxInput, PlatformMailboxStatus, PlatformMailList } from '@cohost/shared';
import type { Actor } from '../../../accounts';
import type { MessagingDeps } from '../../messaging.deps';

// Stubs of the contract (issue 23): the mailbox helper replaces this file with the real use cases.

/** Tests IMAP (login, folder) and SMTP (login) with the input, then saves it sealed; 422 naming the field that failed. */
export async function connectPlatformMailbox(_deps: MessagingDeps, _actor: Actor, _input: PlatformMailboxInput): Promise<PlatformMailbox> {
  throw new Error('not built yet');
}
export async function getPlatformMailbox(_deps: MessagingDeps, _actor: Actor): Promise<PlatformMailboxStatus> {
  throw new Error('not built yet');
}
export async function disconnectPlatformMailbox(_deps: MessagingDeps, _actor: Actor): Promise<void> {
  throw new Error('not built yet');
}
export async function listPlatformMail(_deps: MessagingDeps, _actor: Actor, _query: { limit: number }): Promise<PlatformMailList> {
  throw new Error('not built yet');
}
/** Reads the mailbox now (new mail since the last UID) and returns its state. */
export async function checkPlatformMailboxNow(_deps: MessagingDeps, _actor: Actor): Promise<PlatformMailboxStatus> {
  throw new Error('not built yet');
}
