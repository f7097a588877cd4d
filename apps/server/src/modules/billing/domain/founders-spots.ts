/** Spots still open: total minus members minus live holds, never below 0 (brief §9). */
export function spotsLeft(total: number, paid: number, liveHolds: number): number {
  return Math.max(0, total - paid - liveHolds);
}

/** A `held` payment keeps its spot until its hold runs out. */
export function isHoldLive(payment: { status: string; holdExpiresAt: Date }, now: Date): boolean {
  return payment.status === 'held' && payment.holdExpiresAt > now;
}
