import type { PortalPhotoPhase } from '@cohost/shared';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { uploadResumably } from '../../../lib/resumable-upload';

interface UploadOptions {
  taskId: string;
  /** An upload started earlier that failed (its id from `onStarted`): continued from what the server holds. */
  uploadId?: string;
  onStarted?(uploadId: string): void;
  onProgress(progress: { sent: number; total: number }): void;
  signal?: AbortSignal;
}

/** Sends a photo of a task in parts that survive a dropped connection; answers the finished upload's id. */
export async function sendPortalPhoto(file: File, { taskId, uploadId, onStarted, onProgress, signal }: UploadOptions): Promise<string> {
  const status = await uploadResumably(file, {
    start: async (input) => {
      const started = await callApi(() => api.POST('/api/cleaner/tasks/{taskId}/photo-uploads', { params: { path: { taskId } }, body: input, signal }), 'The photo could not be sent');
      onStarted?.(started.id);
      return started;
    },
    uploadUrl: (id) => `/api/cleaner/photo-uploads/${id}`,
    ...(uploadId ? { uploadId } : {}),
    onProgress,
    signal,
  });
  return status.id;
}

/** Keeps a sent photo as the task's before or after photo (of a checklist item, with `itemKey`). */
export function attachPortalPhoto({ taskId, uploadId, phase, itemKey }: { taskId: string; uploadId: string; phase: PortalPhotoPhase; itemKey?: string }) {
  return callApi(() => api.POST('/api/cleaner/tasks/{taskId}/photos', { params: { path: { taskId } }, body: { uploadId, phase, ...(itemKey ? { itemKey } : {}) } }), 'The photo could not be kept');
}
