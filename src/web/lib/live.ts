import { apiHeaders } from './api';

/**
 * Live updates. The server pushes server-sent events (fanned out through PostgreSQL LISTEN/NOTIFY); they are read
 * over fetch rather than EventSource so that the brand-preview, language and session headers go with them, and the
 * stream reconnects by itself (with Last-Event-ID) after a network drop or a server restart.
 */
export interface StreamEvent {
  event: string;
  data: unknown;
  id?: string;
}

export type StreamStatus = 'connecting' | 'open' | 'closed';

export interface StreamOptions {
  headers?: Record<string, string>;
  onEvent: (event: StreamEvent) => void;
  onStatus?: (status: StreamStatus) => void;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/** Opens the stream; the returned function closes it for good. */
export function openEventStream(path: string, options: StreamOptions): () => void {
  const abort = new AbortController();
  let lastId: string | undefined;
  let attempt = 0;

  const dispatch = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    let id: string | undefined;
    for (const line of block.split(/\r\n|\r|\n/)) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (id !== undefined) lastId = id;
    if (!data.length) return;
    const text = data.join('\n');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Plain text data stays a string.
    }
    options.onEvent({ event, data: parsed, id });
  };

  const run = async () => {
    while (!abort.signal.aborted) {
      options.onStatus?.('connecting');
      try {
        const headers = apiHeaders(options.headers);
        headers.set('accept', 'text/event-stream');
        if (lastId) headers.set('last-event-id', lastId);
        const response = await fetch(path, { headers, signal: abort.signal, cache: 'no-store' });
        // A dead session or an unknown stream will not come back by retrying.
        if (response.status === 401 || response.status === 403) break;
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        options.onStatus?.('open');
        attempt = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
          buffer = blocks.pop() ?? '';
          for (const block of blocks) dispatch(block);
        }
      } catch {
        if (abort.signal.aborted) break;
      }
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, wait + Math.random() * 250));
    }
    options.onStatus?.('closed');
  };
  void run();
  return () => abort.abort();
}

/** Messages between same-origin windows: the game popup's frame tells the site that money moved. */
export type LiveMessage = { type: 'balance'; balance: string } | { type: 'bet' } | { type: 'winner' };

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('mq-live');
const local = new Set<(message: LiveMessage) => void>();

export function publishLive(message: LiveMessage): void {
  channel?.postMessage(message);
  for (const listener of local) listener(message);
}

export function subscribeLive(listener: (message: LiveMessage) => void): () => void {
  const onMessage = (event: MessageEvent<LiveMessage>) => listener(event.data);
  channel?.addEventListener('message', onMessage);
  local.add(listener);
  return () => {
    channel?.removeEventListener('message', onMessage);
    local.delete(listener);
  };
}
