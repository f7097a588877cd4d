import { z } from 'zod';

const base64url = (min: number, max: number) => z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url').min(min).max(max);

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscribeInputSchema = z
  .object({
    endpoint: z.string().trim().min(1, 'Endpoint is required').max(2000),
    keys: z.object({
      /** The browser's P-256 public key (65 bytes, base64url). */
      p256dh: base64url(80, 100),
      /** The browser's auth secret (16 bytes, base64url). */
      auth: base64url(16, 30),
    }),
  })
  .meta({ id: 'PushSubscribeInput' });

export const PushUnsubscribeInputSchema = z
  .object({ endpoint: z.string().trim().min(1, 'Endpoint is required').max(2000) })
  .meta({ id: 'PushUnsubscribeInput' });

export const PushDeviceSchema = z
  .object({
    id: z.string(),
    /** e.g. "Chrome on Android". */
    device: z.string(),
    endpoint: z.string(),
    createdAt: z.iso.datetime(),
    lastSentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PushDevice' });

/** The installation's VAPID public key (the browser subscribes with it) and the person's subscribed devices. */
export const PushStatusSchema = z
  .object({
    publicKey: z.string(),
    devices: z.array(PushDeviceSchema),
  })
  .meta({ id: 'PushStatus' });

export type PushSubscribeInput = z.infer<typeof PushSubscribeInputSchema>;
export type PushStatus = z.infer<typeof PushStatusSchema>;

