import type { MessagingDeps } from '../messaging.deps';
import { writeAsGuest } from './write-as-guest';

/** The words a 'Talk to a human' press stands for when the guest wrote nothing. */
const HUMAN_REQUEST_TEXT = 'I would like to talk to a person, please.';

/** 'Talk to a human': always honoured; the host is alerted and the co-host's draft waits for them. */
export async function requestHuman(deps: MessagingDeps, token: string, body: string | undefined) {
  return writeAsGuest(deps, token, body?.trim() || HUMAN_REQUEST_TEXT, true);
}
