/** Time as the application sees it; tests and simulations swap in a controllable one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by an offset a developer sets (`DEV_CLOCK=true`, never in production):
 * browser journeys jump to "the day before check-in" and watch scheduled work happen.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on the application's time runs on from `to`. */
  set(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
