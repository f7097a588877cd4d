import { KNOWLEDGE_BASE_FIELDS, KNOWLEDGE_TEXT_MAX, type KnowledgeBaseField } from '@cohost/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { ActionHandler } from '../../automation';
import { propertiesErrors } from '../properties.errors';
import { properties } from '../properties.tables';

export const KnowledgeAnswerPayloadSchema = z.object({
  propertyId: z.string().refine(isUuid, 'Unknown property.'),
  field: z.enum(KNOWLEDGE_BASE_FIELDS),
  /** What guests asked about, in words ("parking instructions"). */
  topic: z.string().trim().min(1).max(100),
  /** The text to add: the host's own earlier reply when there was one, else empty until the host writes it. */
  answer: z.string().trim().max(KNOWLEDGE_TEXT_MAX, `Keep the answer under ${KNOWLEDGE_TEXT_MAX} characters.`).default(''),
  /** The evidence: stays that asked, stays looked at, when it was last asked. */
  staysAsked: z.number().int().min(1),
  staysLookedAt: z.number().int().min(1),
  lastAskedAt: z.string().datetime(),
  /** The suggestion's type and priority (the optimizer computes them from the evidence). */
  type: z.enum(['pricing', 'amenity', 'photo', 'description']).default('description'),
  priority: z.enum(['high', 'medium', 'low']).default('low'),
});

export type KnowledgeAnswer = z.infer<typeof KnowledgeAnswerPayloadSchema>;

const FIELD_WORDS: Partial<Record<KnowledgeBaseField, string>> = { wifiPassword: 'Wi-Fi password', checkIn: 'Check-in', checkOut: 'Checkout', localTips: 'Local tips', houseRules: 'House rules' };
const fieldWords = (field: KnowledgeBaseField) => FIELD_WORDS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

async function currentAnswer(db: Database, workspaceId: string, payload: KnowledgeAnswer): Promise<string | null> {
  const [row] = await db
    .select({ knowledgeBase: properties.knowledgeBase })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, payload.propertyId), isNull(properties.archivedAt)))
    .limit(1);
  return row ? (row.knowledgeBase[payload.field]?.trim() ?? '') : null;
}

/**
 * 'Add an answer to the knowledge base': a question guests keep asking gets its answer in one
 * field of the property's knowledge base, written only while that field is still empty (an
 * answer the host wrote in between is never replaced).
 */
export function knowledgeAnswerHandler(deps: { db: Database; clock: { now(): Date } }): ActionHandler<KnowledgeAnswer> {
  return {
    kind: 'knowledge.add-answer',
    payloadSchema: KnowledgeAnswerPayloadSchema as unknown as z.ZodType<KnowledgeAnswer>,
    editable: [{ field: 'answer', label: 'Answer to add', multiline: true }],
    missing: (payload) => (payload.answer.trim() ? [] : [{ field: 'answer', message: 'Write the answer guests should get before applying it.' }]),
    describe: (payload) => [
      { label: 'Knowledge base', value: fieldWords(payload.field) },
      { label: 'Asked in', value: `${payload.staysAsked} of the last ${payload.staysLookedAt} stays` },
      { label: 'Last asked', value: payload.lastAskedAt.slice(0, 10) },
      { label: 'Priority', value: `${payload.priority} (${payload.type})` },
      { label: 'Answer', value: payload.answer || '(you write it)' },
    ],
    isStale: async ({ workspaceId, payload }) => {
      const text = await currentAnswer(deps.db, workspaceId, payload);
      return text === null || (text !== '' && text !== payload.answer.trim());
    },
    execute: async ({ workspaceId, payload }) => {
      const answer = payload.answer.trim();
      if (!answer) throw propertiesErrors.knowledgeChanged();
      const updated = await deps.db
        .update(properties)
        .set({ knowledgeBase: sql`jsonb_set(${properties.knowledgeBase}, ${`{${payload.field}}`}, ${JSON.stringify(answer)}::jsonb)`, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(properties.workspaceId, workspaceId),
            eq(properties.id, payload.propertyId),
            isNull(properties.archivedAt),
            sql`coalesce(trim(${properties.knowledgeBase} ->> ${payload.field}), '') = ''`,
          ),
        )
        .returning({ id: properties.id });
      const done = `${fieldWords(payload.field)} added to the knowledge base.`;
      if (updated.length) return { result: done };
      // Run twice (a retry after a crash): the field already holds this answer.
      if ((await currentAnswer(deps.db, workspaceId, payload)) === answer) return { result: done };
      throw propertiesErrors.knowledgeChanged();
    },
  };
}
