/** One server-sent event as read off the wire. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a `text/event-stream` response as it arrives: `next(type)` waits for the next event of
 * that type (or any), failing after a timeout; `close()` ends the stream.
 */
export function readSse(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseEvent[] = [];
  const waiting: Array<() => void> = [];
  let buffer = '';
  let done = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length === 0) continue;
          queue.push({ event, data: JSON.parse(data.join('\n')) });
          for (const wake of waiting.splice(0)) wake();
        }
      }
    } catch {
      // Closed by us.
    } finally {
      done = true;
      for (const wake of waiting.splice(0)) wake();
    }
  })();

  return {
    async next(type?: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((item) => !type || item.event === type);
        if (index >= 0) return queue.splice(index, 1)[0]!;
        if (done) throw new Error(`The stream ended before a ${type ?? 'new'} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No ${type ?? ''} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Events received and not yet taken. */
    pending: () => [...queue],
    close: () => reader.cancel().catch(() => {}),
  };
}
