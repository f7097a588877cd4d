import exifReader from 'exif-reader';

/**
 * When a photo was taken, as its camera recorded it (EXIF DateTimeOriginal, with
 * SubSecTimeOriginal and OffsetTimeOriginal when present).
 */
export interface CaptureTime {
  /** The camera's clock, as written: `2026-05-01T10:15:30` (`.120` added when it records fractions). */
  local: string;
  /** The camera's UTC offset then (`+02:00`), or null when it did not record one: `local` is then the camera's wall-clock time, usually the place's. */
  offset: string | null;
  /** The moment itself, known only with the offset. */
  at: Date | null;
}

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** The capture time in an EXIF block (as sharp's metadata gives it), or null when it has none or none that makes sense. */
export function readCaptureTime(exif: Buffer | undefined): CaptureTime | null {
  if (!exif) return null;
  let photo: ReturnType<typeof exifReader>['Photo'];
  try {
    photo = exifReader(exif).Photo;
  } catch {
    return null;
  }
  // exif-reader reads "YYYY:MM:DD HH:MM:SS" into a Date whose UTC fields are the camera's clock.
  const taken = photo?.DateTimeOriginal;
  if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  // Cameras without a set clock write zeros or 1970; such a date says nothing.
  if (taken.getUTCFullYear() < 1990 || taken.getUTCFullYear() > 2100) return null;
  const fraction = typeof photo?.SubSecTimeOriginal === 'string' ? /^\d{1,9}/.exec(photo.SubSecTimeOriginal.trim())?.[0] : undefined;
  const milliseconds = fraction ? Number(fraction.padEnd(3, '0').slice(0, 3)) : 0;
  const wallClock = new Date(taken.getTime() + milliseconds);
  const local = wallClock.toISOString().slice(0, fraction ? 23 : 19);

  const offsetMatch = typeof photo?.OffsetTimeOriginal === 'string' ? OFFSET.exec(photo.OffsetTimeOriginal.trim()) : null;
  const offsetMinutes = offsetMatch ? (offsetMatch[1] === '-' ? -1 : 1) * (Number(offsetMatch[2]) * 60 + Number(offsetMatch[3])) : null;
  if (offsetMinutes === null || Math.abs(offsetMinutes) > 14 * 60 || Number(offsetMatch![3]) >= 60) return { local, offset: null, at: null };
  return { local, offset: offsetMatch![0], at: new Date(wallClock.getTime() - offsetMinutes * 60_000) };
}
