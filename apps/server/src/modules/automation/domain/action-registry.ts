import type { ActionKind } from '@cohost/shared';
import type { z } from 'zod';
import type { Tx } from '../../../platform/db/database';

/** Who let an action run: Cohost on its own (the policy allowed it), or the person who approved it. */
export type DecidedBy = { type: 'cohost' } | { type: 'person'; userId: string };

export interface ActionContext<P> {
  workspaceId: string;
  propertyId: string | null;
  reservationId: string | null;
  payload: P;
}

/**
 * What one kind of action does, registered by the module that owns it. Cohost proposes an
 * action with a payload; the policy decides; then `execute` runs it, now or once approved.
 */
export interface ActionHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  kind: ActionKind;
  payloadSchema: z.ZodType<P>;
  /** Payload fields a host may change before approving. */
  editable: ReadonlyArray<{ field: keyof P & string; label: string; multiline: boolean }>;
  /** The answers in this kind's own words ('Send backup code' / "I'll handle it"); the second denies with its words as the reason. */
  choices?: { approve: string; deny: string };
  /** What a person must still fill in before it can run (e.g. an answer the host writes): each problem names its payload field. Checked when approved. */
  missing?(payload: P): Array<{ field: keyof P & string; message: string }>;
  /**
   * The editable field holding the words this action sends to a guest (null or absent: it sends
   * none): the inbox shows them on every card, the dashboard's too, and lets the host edit them.
   */
  guestWords?(payload: P): (keyof P & string) | null;
  /** What will happen, as label/value lines for the inbox. */
  describe(payload: P): Array<{ label: string; value: string }>;
  /** The world moved on since it was proposed (the listing changed, the stay was cancelled): refuse it. */
  isStale?(context: ActionContext<P>): Promise<boolean>;
  /**
   * Does it. `idempotencyKey` is the same on every retry of one action: anything sent or
   * written outside this module's transaction carries it, so a retry never does it twice.
   */
  execute(context: ActionContext<P> & { idempotencyKey: string; decidedBy: DecidedBy }): Promise<{ result: string }>;
  /** It will never run (denied, or out of date): the owner tidies up in the same transaction (e.g. a draft is discarded). */
  closed?(context: ActionContext<P> & { tx: Tx; outcome: 'denied' | 'expired' }): Promise<void>;
  /** Money moves (orders, refunds, claims): its records are kept 7 years. */
  financial?: boolean;
}

/** An action handler as a module's face lists it (`actions`): its payload is checked by its own schema when it runs. */
export function defineAction<P extends Record<string, unknown>>(handler: ActionHandler<P>): ActionHandler {
  return handler as unknown as ActionHandler;
}

export class ActionRegistry {
  private readonly handlers = new Map<ActionKind, ActionHandler>();

  register<P extends Record<string, unknown>>(handler: ActionHandler<P>): void {
    if (this.handlers.has(handler.kind)) throw new Error(`An action handler for ${handler.kind} is already registered`);
    this.handlers.set(handler.kind, handler as unknown as ActionHandler);
  }

  get(kind: ActionKind): ActionHandler | null {
    return this.handlers.get(kind) ?? null;
  }
}
