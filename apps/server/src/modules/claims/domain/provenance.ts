/** A photo's facts as kept at upload (cleaning's photos). */
export interface ProvenanceFacts {
  id: string;
  taskId: string;
  phase: string;
  itemKey: string | null;
  takenAt: Date | null;
  uploadedAt: Date;
  removedAt: Date | null;
  /** When a file with the same SHA-256 was first uploaded in the workspace (itself when first). */
  firstUploadedAt: Date;
  firstPhotoId: string;
}

export const PROVENANCE_MARKS = {
  noCaptureTime: 'No capture time from the device',
  capturedAfterUpload: 'Capture time is after the upload',
  replaced: 'Replaced by a later upload',
  reUploaded: 'Re-uploaded copy',
} as const;

/** A minute of slack: a phone's clock and the server's are never exactly the same. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Warnings about where a photo came from, for the case page and the packet: no capture time,
 * a capture time after the upload (a clock or an edit), replaced by a later upload of the same
 * item, or a copy of a file uploaded before.
 */
export function provenanceMarks(photo: ProvenanceFacts, all: ProvenanceFacts[]): string[] {
  const marks: string[] = [];
  if (!photo.takenAt) marks.push(PROVENANCE_MARKS.noCaptureTime);
  else if (photo.takenAt.getTime() > photo.uploadedAt.getTime() + CLOCK_SLACK_MS) marks.push(PROVENANCE_MARKS.capturedAfterUpload);
  const later = photo.itemKey !== null && all.some((other) => other.id !== photo.id && other.taskId === photo.taskId && other.phase === photo.phase && other.itemKey === photo.itemKey && other.uploadedAt > photo.uploadedAt);
  if (photo.removedAt || later) marks.push(PROVENANCE_MARKS.replaced);
  if (photo.firstPhotoId !== photo.id && photo.firstUploadedAt <= photo.uploadedAt) marks.push(PROVENANCE_MARKS.reUploaded);
  return marks;
}
