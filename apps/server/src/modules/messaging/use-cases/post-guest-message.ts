import type { MessagingDeps } from '../messaging.deps';
import { writeAsGuest } from './write-as-guest';

/** The guest writes on the guest page: stored, triaged, answered (or handed to the host). */
export async function postGuestMessage(deps: MessagingDeps, token: string, body: string) {
  return writeAsGuest(deps, token, body, false);
}
