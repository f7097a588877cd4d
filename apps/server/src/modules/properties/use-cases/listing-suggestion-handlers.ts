import { KNOWLEDGE_BASE_FIELDS, KNOWLEDGE_TEXT_MAX, type KnowledgeBaseField } from '@cohost/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { ActionHandler } from '../../automation';
import { propertiesErrors } from '../properties.errors';
import { properties } from '../properties.tables';

const SuggestionType = z.enum(['pricing', 'amenity', 'photo', 'description']);
const Priority = z.enum(['high', 'medium', 'low']);
const Checklist = z.array(z.string().trim().min(1).max(300)).min(1).max(20);

/** 'Fix a problem guests keep reporting': the evidence, a checklist, and optionally a text for one knowledge-base field. */
export const FixProblemPayloadSchema = z.object({
  propertyId: z.string().refine(isUuid, 'Unknown property.'),
  category: z.string().min(1).max(40),
  /** "Noise". */
  subject: z.string().min(1).max(60),
  type: SuggestionType,
  priority: Priority,
  /** Different stays (or cleanings without a stay) it came up in, out of the stays looked at, within `windowDays`. */
  reports: z.number().int().min(1),
  staysLookedAt: z.number().int().min(0),
  windowDays: z.number().int().min(1),
  lastReportedAt: z.string().datetime(),
  /** Where it came from: claims cases and cleaners' reports, with their stay when known. */
  evidence: z
    .array(z.object({ source: z.enum(['claim', 'cleaning']), id: z.string(), reservationId: z.string().nullable(), label: z.string().max(200), at: z.string().datetime() }))
    .max(50),
  checklist: Checklist,
  /** Where the fix is a house rule or an instruction: the knowledge-base field the text goes to. */
  knowledgeField: z.enum(KNOWLEDGE_BASE_FIELDS).nullable().default(null),
  text: z.string().trim().max(KNOWLEDGE_TEXT_MAX, `Keep the text under ${KNOWLEDGE_TEXT_MAX} characters.`).default(''),
});
export type FixProblem = z.infer<typeof FixProblemPayloadSchema>;

const LISTING_LIMITS = { title: 200, description: 10_000 } as const;

/** 'Improve the listing': a content finding, the text to paste on the platform, and what applying changes in Cohost's own copy. */
export const ImproveContentPayloadSchema = z
  .object({
    propertyId: z.string().refine(isUuid, 'Unknown property.'),
    /** The rule that found it ('missing-field', 'amenities', 'title-length', 'description-structure', 'photos'). */
    rule: z.string().min(1).max(40),
    subject: z.string().min(1).max(120),
    type: SuggestionType,
    priority: Priority,
    /** The numbers behind it, one line each. */
    evidence: z.array(z.string().max(300)).max(10).default([]),
    checklist: Checklist,
    /** The text to paste on the platform (and, for title/description/knowledge, what Cohost's copy becomes). */
    text: z.string().trim().max(LISTING_LIMITS.description).default(''),
    /** What 'Apply' changes in Cohost's copy: nothing, the title or description (compare-and-set on `before`), amenities to add, or an empty knowledge-base field. */
    target: z.enum(['none', 'title', 'description', 'amenities', 'knowledge']),
    field: z.enum(KNOWLEDGE_BASE_FIELDS).nullable().default(null),
    before: z.string().default(''),
    amenities: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  })
  .refine((payload) => payload.target !== 'title' || payload.text.length <= LISTING_LIMITS.title, { message: 'Keep the title under 200 characters.', path: ['text'] })
  .refine((payload) => payload.target !== 'knowledge' || (payload.field !== null && payload.text.length <= KNOWLEDGE_TEXT_MAX), { message: `Keep the answer under ${KNOWLEDGE_TEXT_MAX} characters.`, path: ['text'] })
  .refine((payload) => payload.target !== 'amenities' || payload.amenities.length > 0, { message: 'Name the amenities to add.', path: ['amenities'] });
export type ImproveContent = z.infer<typeof ImproveContentPayloadSchema>;

const FIELD_WORDS: Partial<Record<KnowledgeBaseField, string>> = { wifiPassword: 'Wi-Fi password', checkIn: 'Check-in', checkOut: 'Checkout', houseRules: 'House rules', localTips: 'Local tips' };
const fieldWords = (field: KnowledgeBaseField) => FIELD_WORDS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

async function currentRow(db: Database, workspaceId: string, propertyId: string) {
  const [row] = await db
    .select({ listing: properties.listing, knowledgeBase: properties.knowledgeBase })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, propertyId), isNull(properties.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether `text` is already in `existing` (a retry, or the host wrote it), ignoring case and spacing. */
const contains = (existing: string, text: string) => existing.replace(/\s+/g, ' ').toLowerCase().includes(text.replace(/\s+/g, ' ').toLowerCase());

/**
 * 'Fix a problem guests keep reporting': the host works through the checklist, then applies it;
 * when the suggestion names a knowledge-base field (house rules, check-in) and carries a text,
 * applying adds that text to the field (appended to what is there, once).
 */
export function fixProblemHandler(deps: { db: Database; clock: { now(): Date } }): ActionHandler<FixProblem> {
  return {
    kind: 'listing.fix-problem',
    payloadSchema: FixProblemPayloadSchema as unknown as z.ZodType<FixProblem>,
    editable: [{ field: 'text', label: 'Text to add to the knowledge base (optional)', multiline: true }],
    describe: (payload) => [
      { label: 'Came up in', value: `${payload.reports} of the last ${payload.staysLookedAt} stays (${payload.windowDays} days)` },
      { label: 'Last reported', value: payload.lastReportedAt.slice(0, 10) },
      { label: 'Priority', value: `${payload.priority} (${payload.type})` },
      { label: 'Reports', value: payload.evidence.map((item) => item.label).join('; ') },
      { label: 'Checklist', value: payload.checklist.map((step) => `☐ ${step}`).join(' ') },
      ...(payload.knowledgeField ? [{ label: fieldWords(payload.knowledgeField), value: payload.text || '(you write it, or leave it empty)' }] : []),
    ],
    isStale: async ({ workspaceId, payload }) => (await currentRow(deps.db, workspaceId, payload.propertyId)) === null,
    execute: async ({ workspaceId, payload }) => {
      const text = payload.text.trim();
      if (!payload.knowledgeField || !text) return { result: 'Checklist done.' };
      const field = payload.knowledgeField;
      const row = await currentRow(deps.db, workspaceId, payload.propertyId);
      if (!row) throw propertiesErrors.knowledgeChanged();
      const existing = row.knowledgeBase[field]?.trim() ?? '';
      const done = `Checklist done; added to ${fieldWords(field)}.`;
      if (contains(existing, text)) return { result: done };
      const next = existing ? `${existing}\n${text}` : text;
      if (next.length > KNOWLEDGE_TEXT_MAX) throw propertiesErrors.knowledgeChanged();
      const updated = await deps.db
        .update(properties)
        .set({ knowledgeBase: sql`jsonb_set(${properties.knowledgeBase}, ${`{${field}}`}, ${JSON.stringify(next)}::jsonb)`, updatedAt: deps.clock.now() })
        .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, payload.propertyId), isNull(properties.archivedAt), sql`coalesce(trim(${properties.knowledgeBase} ->> ${field}), '') = ${existing}`))
        .returning({ id: properties.id });
      if (!updated.length) throw propertiesErrors.knowledgeChanged();
      return { result: done };
    },
  };
}

/**
 * 'Improve the listing': Cohost cannot write the platforms, so every suggestion carries the steps
 * and the text to paste; applying also changes Cohost's own copy where that is what it means —
 * the title or description (only while it still reads as when suggested), amenities added to the
 * list, or an empty knowledge-base field filled.
 */
export function improveContentHandler(deps: { db: Database; clock: { now(): Date } }): ActionHandler<ImproveContent> {
  return {
    kind: 'listing.improve-content',
    payloadSchema: ImproveContentPayloadSchema as unknown as z.ZodType<ImproveContent>,
    editable: [{ field: 'text', label: 'Text', multiline: true }],
    missing: (payload) =>
      ['title', 'description', 'knowledge'].includes(payload.target) && !payload.text.trim() ? [{ field: 'text', message: 'Write the text before applying it.' }] : [],
    describe: (payload) => [
      ...(payload.evidence.length ? [{ label: 'Why', value: payload.evidence.join(' ') }] : []),
      { label: 'Priority', value: `${payload.priority} (${payload.type})` },
      { label: 'Checklist', value: payload.checklist.map((step) => `☐ ${step}`).join(' ') },
      ...(payload.text ? [{ label: 'Text to paste', value: payload.text }] : []),
      ...(payload.target === 'amenities' ? [{ label: 'Apply adds to Cohost’s amenities', value: payload.amenities.join(', ') }] : []),
    ],
    isStale: async ({ workspaceId, payload }) => {
      const row = await currentRow(deps.db, workspaceId, payload.propertyId);
      if (!row) return true;
      if (payload.target === 'title' || payload.target === 'description') {
        const now = row.listing[payload.target];
        return now !== payload.before && now !== payload.text;
      }
      if (payload.target === 'knowledge' && payload.field) {
        const now = row.knowledgeBase[payload.field]?.trim() ?? '';
        return now !== '' && now !== payload.text.trim();
      }
      return false;
    },
    execute: async ({ workspaceId, payload }) => {
      const now = deps.clock.now();
      const where = and(eq(properties.workspaceId, workspaceId), eq(properties.id, payload.propertyId), isNull(properties.archivedAt));
      if (payload.target === 'none') return { result: 'Marked done on the platform.' };
      const row = await currentRow(deps.db, workspaceId, payload.propertyId);
      if (!row) throw propertiesErrors.listingChanged();
      if (payload.target === 'title' || payload.target === 'description') {
        const field = payload.target;
        const result = `Listing ${field} updated in Cohost; paste it on the platform too.`;
        if (row.listing[field] === payload.text) return { result };
        const updated = await deps.db
          .update(properties)
          .set({ listing: sql`jsonb_set(${properties.listing}, ${`{${field}}`}, ${JSON.stringify(payload.text)}::jsonb)`, updatedAt: now })
          .where(and(where, sql`${properties.listing} ->> ${field} = ${payload.before}`))
          .returning({ id: properties.id });
        if (!updated.length) throw propertiesErrors.listingChanged();
        return { result };
      }
      if (payload.target === 'amenities') {
        const have = new Set(row.listing.amenities.map((name) => name.toLowerCase()));
        const add = payload.amenities.filter((name) => !have.has(name.toLowerCase()));
        const result = `Amenities added in Cohost: ${payload.amenities.join(', ')}.`;
        if (!add.length) return { result };
        const next = [...row.listing.amenities, ...add].slice(0, 200);
        const updated = await deps.db
          .update(properties)
          .set({ listing: sql`jsonb_set(${properties.listing}, '{amenities}', ${JSON.stringify(next)}::jsonb)`, updatedAt: now })
          .where(and(where, sql`${properties.listing} -> 'amenities' = ${JSON.stringify(row.listing.amenities)}::jsonb`))
          .returning({ id: properties.id });
        if (!updated.length) throw propertiesErrors.listingChanged();
        return { result };
      }
      const field = payload.field!;
      const text = payload.text.trim();
      const result = `${fieldWords(field)} added to the knowledge base.`;
      if ((row.knowledgeBase[field]?.trim() ?? '') === text) return { result };
      const updated = await deps.db
        .update(properties)
        .set({ knowledgeBase: sql`jsonb_set(${properties.knowledgeBase}, ${`{${field}}`}, ${JSON.stringify(text)}::jsonb)`, updatedAt: now })
        .where(and(where, sql`coalesce(trim(${properties.knowledgeBase} ->> ${field}), '') = ''`))
        .returning({ id: properties.id });
      if (!updated.length) throw propertiesErrors.knowledgeChanged();
      return { result };
    },
  };
}
