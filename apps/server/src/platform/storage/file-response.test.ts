import { describe, expect, it } from 'vitest';
import { fileResponse } from './file-response';
import { MemoryFileStore } from './memory-file-store';

describe('fileResponse', () => {
  it('streams the file inline, typed, never sniffed, cached privately until the link expires', async () => {
    const store = new MemoryFileStore();
    await store.put('ws/photos/a.jpg', Buffer.from('jpeg bytes'), { contentType: 'image/jpeg' });
    const file = (await store.stream('ws/photos/a.jpg'))!;

    const response = fileResponse(file, { now: new Date('2026-06-01T12:00:00Z'), expiresAt: new Date('2026-06-01T12:59:59.900Z') });

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/jpeg',
      'content-length': '10',
      'cache-control': 'private, max-age=3599',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'last-modified': file.lastModified.toUTCString(),
    });
    expect(await response.text()).toBe('jpeg bytes');
  });

  it('proposes a file name, safely quoted, and never a negative age', async () => {
    const store = new MemoryFileStore();
    await store.put('ws/photos/a.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    const response = fileResponse((await store.stream('ws/photos/a.jpg'))!, {
      now: new Date('2026-06-01T12:00:00Z'),
      expiresAt: new Date('2026-06-01T11:00:00Z'),
      fileName: 'Salle de bain "après" é.jpg',
    });
    expect(response.headers.get('cache-control')).toBe('private, max-age=0');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Salle de bain _apr_s_ _.jpg"; filename*=UTF-8''Salle%20de%20bain%20%22apr%C3%A8s%22%20%C3%A9.jpg`);
  });
});
