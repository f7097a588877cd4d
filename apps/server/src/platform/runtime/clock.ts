/** Time as the application sees it; tests and simulations swap in a controllable one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
