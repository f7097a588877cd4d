import type { AutonomySettings } from '@cohost/shared';
import { DateTime, type DurationLikeObject } from 'luxon';
import type { Tx } from '../../../platform/db/database';
import type { StayFacts } from '../automation.ports';

export interface StepRunContext {
  /** The transaction that marks the step done: database work done in it happens exactly once. */
  tx: Tx;
  stay: StayFacts;
  step: string;
  dueAt: Date;
  /** Same on every retry of this step at this time: for sends outside the transaction. */
  idempotencyKey: string;
}

/**
 * A step of a stay at a time relative to its check-in or check-out ("1 day before check-in",
 * "checkout + buffer"). Offsets count in the property's time zone: "1 day before" keeps the
 * wall-clock time across a daylight-saving change, while hours are elapsed hours.
 */
export interface StepDefinition {
  name: string;
  anchor: 'check-in' | 'check-out';
  offset: (settings: AutonomySettings) => DurationLikeObject;
  appliesTo(stay: StayFacts): boolean;
  /** A step whose moment passed before it was scheduled still runs if no later than this (ms). */
  maxLatenessMs: number;
  run(context: StepRunContext): Promise<void>;
}

export class StepRegistry {
  private readonly definitions = new Map<string, StepDefinition>();

  define(definition: StepDefinition): void {
    if (this.definitions.has(definition.name)) throw new Error(`A step named ${definition.name} is already defined`);
    this.definitions.set(definition.name, definition);
  }

  get(name: string): StepDefinition | null {
    return this.definitions.get(name) ?? null;
  }

  all(): StepDefinition[] {
    return [...this.definitions.values()];
  }
}

/** When a step of a stay is due: its anchor, moved by its offset in the property's zone. */
export function stepDueAt(stay: Pick<StayFacts, 'checkInAt' | 'checkOutAt' | 'timezone'>, definition: Pick<StepDefinition, 'anchor' | 'offset'>, settings: AutonomySettings): Date {
  const anchor = definition.anchor === 'check-in' ? stay.checkInAt : stay.checkOutAt;
  return DateTime.fromJSDate(anchor, { zone: stay.timezone }).plus(definition.offset(settings)).toJSDate();
}

/**
 * The moments modules ask for, named once. "24 hours before check-in" is the day before at the
 * same local time (so 23 or 25 real hours across a clock change: what a guest reads as "the day
 * before at 4 pm"); "after checkout + buffer" is the property's cleaning buffer in elapsed hours.
 */
export const STEP_TIMES = {
  dayBeforeCheckIn: { anchor: 'check-in', offset: () => ({ days: -1 }) },
  atCheckIn: { anchor: 'check-in', offset: () => ({}) },
  atCheckOut: { anchor: 'check-out', offset: () => ({}) },
  afterCheckOutBuffer: { anchor: 'check-out', offset: (settings) => ({ hours: settings.cleaning.bufferHours }) },
} as const satisfies Record<string, Pick<StepDefinition, 'anchor' | 'offset'>>;
