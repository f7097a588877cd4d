import { z } from 'zod';

/** The one error shape every API endpoint returns on failure. */
export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: '`<module>.<name>`, stable for programs', example: 'platform.not-found' }),
      message: z.string().meta({ description: 'Written for the person using the product' }),
      details: z.unknown().optional(),
      requestId: z.string(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
