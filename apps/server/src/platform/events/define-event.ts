import type { z } from 'zod';

const EVENT_NAME = /^[a-z][a-z0-9]*\.[a-z][a-z0-9-]*$/;

/** The fields every event payload carries: whose it is and what it is about. */
export interface EventScope {
  workspaceId: string;
}

/**
 * A domain event type: `<module>.<past-tense>` and the schema of its payload. Payloads carry
 * ids and the facts a subscriber needs to decide whether to act; subscribers re-read anything
 * else through the publishing module's face, with their own scope.
 */
export interface EventDefinition<P extends EventScope> {
  name: string;
  schema: z.ZodType<P>;
  /**
   * What the event is about (a stay, a conversation, a workspace): one subscriber receives the
   * events of one aggregate in the order they were published.
   */
  aggregateOf(payload: P): string;
  /** A publishable event of this type. */
  (payload: P): DomainEvent<P>;
}

/** One event, ready to publish. */
export interface DomainEvent<P extends EventScope = EventScope> {
  type: string;
  payload: P;
  aggregate: string;
}

/** A published event as a subscriber receives it. */
export interface DeliveredEvent<P extends EventScope = EventScope> {
  /** The event's id: the same on every delivery attempt (use it to make effects idempotent). */
  id: string;
  type: string;
  payload: P;
  occurredAt: Date;
  /** 1 on the first delivery to this subscriber, 2 on the first retry… */
  attempt: number;
}

export function defineEvent<P extends EventScope>(name: string, schema: z.ZodType<P>, aggregateOf: (payload: P) => string = (payload) => payload.workspaceId): EventDefinition<P> {
  if (!EVENT_NAME.test(name)) throw new Error(`Event name "${name}" must look like <module>.<past-tense>`);
  const create = (payload: P): DomainEvent<P> => ({ type: name, payload: schema.parse(payload), aggregate: aggregateOf(payload) });
  Object.defineProperty(create, 'name', { value: name });
  return Object.assign(create, { schema, aggregateOf }) as EventDefinition<P>;
}
