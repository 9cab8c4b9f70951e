/**
 * The chat socket's client (docs/support.md "Chat protocol"): connects to /wps/chat/socket, says hello with the
 * player's token, a visitor key or a desk token, and reconnects with backoff after a drop; the server answers
 * every hello with the room's history, so a reconnect never loses a message.
 */

export interface ChatMessage {
  id: string;
  room: string;
  sender: 'player' | 'support' | 'system';
  name: string | null;
  body: string;
  fileId: string | null;
  createdAt: string;
}

export interface ChatRoomState {
  id: string;
  status: 'waiting' | 'active' | 'closed';
  operator: string | null;
  playerUnread: number;
  supportUnread: number;
}

export type ChatFrame =
  | {
      type: 'ready';
      role: 'player' | 'visitor' | 'desk';
      room?: ChatRoomState | null;
      messages?: ChatMessage[];
      online?: boolean;
      backAt?: string | null;
    }
  | { type: 'message'; message: ChatMessage }
  | { type: 'room'; room: ChatRoomState }
  | { type: 'typing'; room: string; from: 'player' | 'support'; name: string | null }
  | { type: 'error'; code: string; message: string; clientId: string | null }
  | { type: 'sent'; clientId: string | null; id: string };

export type ChatStatus = 'connecting' | 'open' | 'reconnecting';

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export function chatSocketUrl(previewBrand?: string | null, language?: string): string {
  const url = new URL('/wps/chat/socket', window.location.href);
  url.protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  if (previewBrand) url.searchParams.set('brand', previewBrand);
  if (language) url.searchParams.set('language', language);
  return url.toString();
}

export function openChatSocket(
  url: string,
  hello: Record<string, string>,
  onFrame: (frame: ChatFrame) => void,
  onStatus: (status: ChatStatus) => void,
): { send(frame: Record<string, unknown>): boolean; close(): void } {
  let ws: WebSocket | undefined;
  let attempt = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', ...hello }));
    socket.onmessage = (event) => {
      let frame: ChatFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        attempt = 0;
        onStatus('open');
      }
      onFrame(frame);
    };
    socket.onclose = () => {
      if (closed) return;
      onStatus('reconnecting');
      timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
  };
  connect();
  return {
    send(frame) {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(frame));
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      ws?.close();
    },
  };
}

/** Messages merged by id, in id order (events from several instances may arrive out of order). */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** A system notice's data (the server sends data; the page words it in its language). */
export function systemNotice(body: string): { k: string; backAt?: string | null; ticket?: string } | null {
  try {
    const data = JSON.parse(body) as { k?: unknown };
    return typeof data.k === 'string' ? (data as { k: string }) : null;
  } catch {
    return null;
  }
}
