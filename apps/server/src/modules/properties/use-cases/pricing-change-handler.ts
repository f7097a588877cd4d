import { MIN_STAY_NIGHTS_MAX, MIN_STAY_NIGHTS_MIN } from '@cohost/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { ActionHandler } from '../../automation';
import { propertiesErrors } from '../properties.errors';
import { properties } from '../properties.tables';

const line = z.object({ label: z.string().min(1).max(200), value: z.string().max(500) });
const minStay = z.number().int().min(MIN_STAY_NIGHTS_MIN).max(MIN_STAY_NIGHTS_MAX);

export const PricingChangePayloadSchema = z
  .object({
    propertyId: z.string().refine(isUuid, 'Unknown property.'),
    /** Which calendar rule found it (the optimizer's): a lower minimum stay, a gap-night, last-minute, far-out, weekday or seasonal price. */
    rule: z.enum(['min-stay', 'gap-price', 'last-minute', 'far-out', 'weekday', 'peak-season', 'low-season']),
    type: z.literal('pricing').default('pricing'),
    priority: z.enum(['high', 'medium', 'low']),
    currency: z.string().length(3),
    periodFrom: z.string().date(),
    periodTo: z.string().date(),
    /** Rule 'min-stay': the minimum stay when it was suggested and the one applying sets in Cohost's copy. */
    minStayBefore: minStay.nullable(),
    minStayAfter: minStay.nullable(),
    /** The exact values the host types into the platform or pricing tool, and the steps. */
    values: z.array(line).min(1).max(10),
    checklist: z.array(z.string().min(1).max(500)).min(1).max(10),
    /** The numbers behind it. */
    evidence: z.array(line).max(10),
    estimatedEffectCents: z.number().int().min(0),
    /** The effect, said as an estimate. */
    effect: z.string().min(1).max(500),
  })
  .refine((change) => change.rule !== 'min-stay' || change.minStayAfter !== null, { message: 'A minimum stay change names the new minimum stay.', path: ['minStayAfter'] });

export type PricingChange = z.infer<typeof PricingChangePayloadSchema>;

/** The property's minimum stay in Cohost now: undefined when the property is gone or archived. */
async function currentMinStay(db: Database, workspaceId: string, propertyId: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ minStayNights: properties.minStayNights })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, propertyId), isNull(properties.archivedAt)))
    .limit(1);
  return row ? row.minStayNights : undefined;
}

/**
 * 'Change a price or the minimum stay' (the optimizer's calendar suggestions). Cohost has no write
 * access to the platforms: the host types the values in; applying records it, and for a lower
 * minimum stay sets Cohost's copy of it (only while it still reads as when suggested).
 */
export function pricingChangeHandler(deps: { db: Database; clock: { now(): Date } }): ActionHandler<PricingChange> {
  return {
    kind: 'listing.pricing-change',
    payloadSchema: PricingChangePayloadSchema as unknown as z.ZodType<PricingChange>,
    editable: [],
    describe: (change) => [
      ...change.values,
      ...change.evidence,
      { label: 'Expected effect', value: change.effect },
      { label: 'Priority', value: `${change.priority} (pricing)` },
      ...change.checklist.map((step, index) => ({ label: `Step ${index + 1}`, value: step })),
    ],
    isStale: async ({ workspaceId, payload }) => {
      const now = await currentMinStay(deps.db, workspaceId, payload.propertyId);
      if (now === undefined) return true;
      return payload.rule === 'min-stay' && now !== payload.minStayBefore && now !== payload.minStayAfter;
    },
    execute: async ({ workspaceId, payload }) => {
      if (payload.rule !== 'min-stay' || payload.minStayAfter === null) return { result: 'Marked applied: the new values are yours to keep on the platform.' };
      const done = `Minimum stay set to ${payload.minStayAfter} night${payload.minStayAfter === 1 ? '' : 's'} in Cohost.`;
      const updated = await deps.db
        .update(properties)
        .set({ minStayNights: payload.minStayAfter, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(properties.workspaceId, workspaceId),
            eq(properties.id, payload.propertyId),
            isNull(properties.archivedAt),
            payload.minStayBefore === null ? isNull(properties.minStayNights) : sql`${properties.minStayNights} = ${payload.minStayBefore}`,
          ),
        )
        .returning({ id: properties.id });
      if (updated.length) return { result: done };
      // Run twice (a retry after a crash): it already reads as approved.
      if ((await currentMinStay(deps.db, workspaceId, payload.propertyId)) === payload.minStayAfter) return { result: done };
      throw propertiesErrors.minStayChanged();
    },
  };
}
