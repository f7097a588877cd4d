import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { ActionHandler } from '../../automation';
import { propertiesErrors } from '../properties.errors';
import { properties } from '../properties.tables';

export const LISTING_TEXT_FIELDS = ['title', 'description'] as const;
const FIELD_LABELS: Record<(typeof LISTING_TEXT_FIELDS)[number], string> = { title: 'Listing title', description: 'Listing description' };
const LIMITS: Record<(typeof LISTING_TEXT_FIELDS)[number], number> = { title: 200, description: 10_000 };

export const ListingChangePayloadSchema = z
  .object({
    propertyId: z.string().refine(isUuid, 'Unknown property.'),
    field: z.enum(LISTING_TEXT_FIELDS),
    /** The text when Cohost suggested the change: if the listing no longer reads so, the suggestion is out of date. */
    before: z.string(),
    after: z.string().trim().min(1, 'The new text cannot be empty.'),
    why: z.string().max(1000).default(''),
  })
  .refine((change) => change.after.length <= LIMITS[change.field], { message: 'The new text is too long for this field.', path: ['after'] });

export type ListingChange = z.infer<typeof ListingChangePayloadSchema>;

async function currentText(db: Database, workspaceId: string, change: ListingChange): Promise<string | null> {
  const [row] = await db
    .select({ listing: properties.listing })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, change.propertyId), isNull(properties.archivedAt)))
    .limit(1);
  return row ? row.listing[change.field] : null;
}

/**
 * 'Apply a listing change': one text field of a listing, changed only if it still reads as it
 * did when the change was suggested (compare-and-set), so an edit made in between is never lost.
 */
export function listingChangeHandler(deps: { db: Database; clock: { now(): Date } }): ActionHandler<ListingChange> {
  return {
    kind: 'listing.apply-change',
    payloadSchema: ListingChangePayloadSchema as unknown as z.ZodType<ListingChange>,
    editable: [{ field: 'after', label: 'New text', multiline: true }],
    describe: (change) => [
      { label: 'Field', value: FIELD_LABELS[change.field] },
      { label: 'Now', value: change.before || '(empty)' },
      { label: 'Change to', value: change.after },
      ...(change.why ? [{ label: 'Why', value: change.why }] : []),
    ],
    isStale: async ({ workspaceId, payload }) => {
      const text = await currentText(deps.db, workspaceId, payload);
      return text === null || (text !== payload.before && text !== payload.after);
    },
    execute: async ({ workspaceId, payload }) => {
      const updated = await deps.db
        .update(properties)
        .set({ listing: sql`jsonb_set(${properties.listing}, ${`{${payload.field}}`}, ${JSON.stringify(payload.after)}::jsonb)`, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(properties.workspaceId, workspaceId),
            eq(properties.id, payload.propertyId),
            isNull(properties.archivedAt),
            sql`${properties.listing} ->> ${payload.field} = ${payload.before}`,
          ),
        )
        .returning({ id: properties.id });
      if (updated.length) return { result: `${FIELD_LABELS[payload.field]} updated.` };
      // Run twice (a retry after a crash): the text already reads as approved.
      if ((await currentText(deps.db, workspaceId, payload)) === payload.after) return { result: `${FIELD_LABELS[payload.field]} updated.` };
      throw propertiesErrors.listingChanged();
    },
  };
}
