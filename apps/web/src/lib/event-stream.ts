import { REALTIME_RECONNECT_DELAYS_MS } from '@cohost/shared';

export interface EventStreamOptions {
  url: string;
  withCredentials?: boolean;
  /** What each event does, by SSE event name (`message` for data lines without a name). */
  listeners: Record<string, (event: MessageEvent<string>) => void>;
  /** The event that says the stream is live: a named one the server sends, or the browser's `open`. */
  readyEvent?: string;
  /** The stream is live again after a drop: events sent in between were missed. */
  onReconnect?(): void;
}

/**
 * Opens a server-sent event stream and keeps it open: when it drops, it tries again after 1, 2, 5,
 * then every 10 seconds (the brief's delays). Returns the function that closes it for good.
 */
export function connectEventStream({ url, withCredentials = false, listeners, readyEvent = 'open', onReconnect }: EventStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let connectedBefore = false;

  const connect = () => {
    source = new EventSource(url, { withCredentials });
    source.addEventListener(readyEvent, () => {
      if (connectedBefore) onReconnect?.();
      connectedBefore = true;
      attempt = 0;
    });
    for (const [type, listener] of Object.entries(listeners)) source.addEventListener(type, listener as EventListener);
    source.onerror = () => {
      // Ours, not the browser's, retry policy: close and come back after the next delay.
      source?.close();
      if (stopped) return;
      const delay = REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(connect, delay);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
