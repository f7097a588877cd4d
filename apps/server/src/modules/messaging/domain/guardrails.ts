import { foldText } from './human-signals';

/**
 * Phrasings that try to turn a guest message into instructions for the co-host ("ignore your
 * rules", "you are now…", "print your system prompt", "as the host I authorise…"). The message
 * is still answered as a guest's message — it is data, never a command — and is shown to the host.
 */
const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(previous|prior|above|earlier|all|your|the)\b.{0,20}\b(instructions?|rules?|prompt|guidelines?|policy|policies)\b/,
  /\b(system prompt|developer mode|jailbreak|dan mode|you are now|act as|pretend (to be|you are)|new instructions?|admin mode|debug mode)\b/,
  /\b(i am|i'm|this is) (the )?(host|owner|admin|administrator|manager|developer)\b.{0,60}\b(code|password|authori[sz]e|override|access)\b/,
  /\b(code|codes|password) (for|of) (all|every|the other|another|other) (units?|rooms?|apartments?|properties|guests?)\b/,
  /\b(ignora|olvida)\b.{0,40}\b(instrucciones|reglas)\b/,
  /\b(ignore[zr]?|oublie[zr]?)\b.{0,40}\b(instructions|regles|consignes)\b/,
  /\b(ignoriere|vergiss)\b.{0,40}\b(anweisungen|regeln|vorgaben)\b/,
];

/** The message tries to instruct the co-host: treat as data, answer nothing secret, tell the host. */
export function looksLikeInjection(text: string): boolean {
  const folded = foldText(text);
  return INJECTION_PATTERNS.some((pattern) => pattern.test(folded));
}

export interface DoorCodeRequest {
  /** The reservation the asker is proven to be the guest of (the guest page's token, the thread). */
  askerReservationId: string | null;
  reservation: { id: string; status: 'confirmed' | 'cancelled'; kind: 'guest' | 'owner' | 'maintenance'; checkOutAt: Date };
  /** When the code may go out ("24 hours before check-in", the setting), and until when it works. */
  releaseAt: Date;
  /** Checkout plus the buffer: after this the code is removed. */
  validUntil: Date;
  /** The lock confirmed the code is set (never send a code a lock may not have). */
  lockConfirmed: boolean;
  now: Date;
}

export type DoorCodeVerdict = { reveal: true } | { reveal: false; reason: 'not-this-guest' | 'cancelled' | 'too-early' | 'expired' | 'not-confirmed-by-lock' };

/**
 * Whether a door code may be shown or sent: only to that reservation's own guest, for a live
 * guest stay, inside its window, once the lock confirmed it. Every other case says why not, so
 * the reply can say when the code will come instead.
 */
export function mayRevealDoorCode(request: DoorCodeRequest): DoorCodeVerdict {
  if (request.askerReservationId !== request.reservation.id || request.reservation.kind !== 'guest') return { reveal: false, reason: 'not-this-guest' };
  if (request.reservation.status !== 'confirmed') return { reveal: false, reason: 'cancelled' };
  if (request.now < request.releaseAt) return { reveal: false, reason: 'too-early' };
  if (request.now >= request.validUntil) return { reveal: false, reason: 'expired' };
  if (!request.lockConfirmed) return { reveal: false, reason: 'not-confirmed-by-lock' };
  return { reveal: true };
}
