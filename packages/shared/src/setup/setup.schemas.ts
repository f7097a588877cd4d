import { z } from 'zod';

/** The setup checklist's steps, in the order the dashboard shows them. */
export const SETUP_STEPS = ['property', 'knowledge', 'calendar', 'mailbox', 'lock', 'cleaner', 'autonomy'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

/** How many knowledge-base topics (fields or questions and answers) a property needs written before its knowledge base counts as filled. */
export const KNOWLEDGE_MIN_TOPICS = 3;

export const SetupStepSchema = z
  .object({
    id: z.enum(SETUP_STEPS),
    title: z.string(),
    done: z.boolean(),
    /** What is there when done ("2 properties"), or exactly what is missing. */
    detail: z.string(),
    /** The screen where the step is done. */
    href: z.string(),
  })
  .meta({ id: 'SetupStep' });
export type SetupStep = z.infer<typeof SetupStepSchema>;

export const SetupSchema = z
  .object({
    steps: z.array(SetupStepSchema),
    doneCount: z.number().int(),
    total: z.number().int(),
    /** Every step done. */
    complete: z.boolean(),
    /** This user hid the checklist in this workspace. */
    dismissed: z.boolean(),
  })
  .meta({ id: 'Setup' });
export type Setup = z.infer<typeof SetupSchema>;

/** "Try the co-host": a sample guest question, answered from a property's knowledge base without sending or storing anything. */
export const TryCoHostInputSchema = z
  .object({
    propertyId: z.uuid({ error: 'Choose a property of this workspace.' }),
    question: z
      .string({ error: 'Type a question a guest might ask.' })
      .trim()
      .min(1, 'Type a question a guest might ask.')
      .max(1000, 'Keep the question under 1000 characters.'),
  })
  .meta({ id: 'TryCoHostInput' });
export type TryCoHostInput = z.infer<typeof TryCoHostInputSchema>;

export const TryCoHostAnswerSchema = z
  .object({
    /** What the co-host would write to the guest. */
    reply: z.string(),
    /** answer: every topic grounded; partial: some answered, the rest to you; holding: "I'll check with the host"; safety / guidance: emergency or possible-danger replies. */
    kind: z.enum(['answer', 'partial', 'holding', 'safety', 'guidance']),
    /** Whether a person (you) would be handed the conversation instead of, or beside, this reply. */
    handsOver: z.boolean(),
    /** Why, in a sentence, or null. */
    handOverReason: z.string().nullable(),
    /** The topics it read in the question. */
    topics: z.array(z.string()),
    /** The topics it could not answer from the knowledge base. */
    unanswered: z.array(z.string()),
    /** The knowledge-base entries the reply states. */
    facts: z.array(z.string()),
  })
  .meta({ id: 'TryCoHostAnswer' });
export type TryCoHostAnswer = z.infer<typeof TryCoHostAnswerSchema>;

export const TimeZoneGuessQuerySchema = z.object({
  city: z.string().trim().max(120, 'Keep the city under 120 characters.').default(''),
  region: z.string().trim().max(120, 'Keep the state or region under 120 characters.').default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Enter the country as a two-letter code, e.g. US.')
    .default(''),
});

export const TimeZoneGuessSchema = z
  .object({
    /** The IANA zone read from the address, or null when the address does not say. */
    timezone: z.string().nullable(),
    /** What it was read from. */
    from: z.enum(['city', 'region', 'country']).nullable(),
  })
  .meta({ id: 'TimeZoneGuess' });
export type TimeZoneGuess = z.infer<typeof TimeZoneGuessSchema>;

export const SetupDismissInputSchema = z
  .object({ dismissed: z.boolean({ error: "Say whether the checklist is hidden: 'dismissed' true or false." }) })
  .meta({ id: 'SetupDismissInput' });
