import { z } from 'zod';

/**
 * Photos people send (cleaners' before/after photos): the limits the server enforces and the web
 * app states, and the resumable upload protocol both sides speak (server:
 * apps/server/src/platform/storage/resumable-uploads.ts; browser: apps/web/src/lib/resumable-upload.ts).
 */
export const PHOTO_MAX_BYTES = 15_000_000;
/** What a photo may be sent as (the server reads the content, never trusts the declared type). HEIC is not among them: see decision 016. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The header of each part of an upload: the byte offset it starts at. */
export const UPLOAD_OFFSET_HEADER = 'Upload-Offset';
/** The content type of each part's body (raw bytes). */
export const UPLOAD_PART_CONTENT_TYPE = 'application/offset+octet-stream';
/** The size of the parts the browser sends (under the server's 1 MiB default body limit); smaller after a failure. */
export const UPLOAD_PART_BYTES = 512 * 1024;

/** Starting an upload: the file's size and announced type, and its SHA-256 when the browser can compute it (secure contexts). */
export const StartUploadInputSchema = z.object({
  size: z.number().int().min(1),
  contentType: z.string().min(1).max(100),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { message: 'must be 64 lowercase hexadecimal digits' }).optional(),
});
export type StartUploadInput = z.infer<typeof StartUploadInputSchema>;

/** Where an upload stands: `offset` bytes of `size` received; the next part starts at `offset`. */
export const UploadStatusSchema = z.object({
  id: z.uuid(),
  size: z.number().int(),
  offset: z.number().int(),
  complete: z.boolean(),
  contentType: z.string(),
  expiresAt: z.iso.datetime(),
});
export type UploadStatus = z.infer<typeof UploadStatusSchema>;
