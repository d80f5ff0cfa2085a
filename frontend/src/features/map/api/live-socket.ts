// The live-updates socket (BFF `/api/live`, see services/bff/README.md "Live updates"): the access token goes in the
// first message (a browser cannot set headers on a WebSocket, and a token in the URL would land in logs), again
// whenever the session renews it, and the socket reconnects with backoff after a drop. The server sends at most one
// update per vehicle per second, batched, and only vehicles the user may see.
import type { LiveClientMessage, LiveServerMessage, OverviewLiveUpdate } from './overview-api';

export const LIVE_PATH = '/api/live';
/** Close codes of the server (services/bff/src/overview/overview.schemas.ts LIVE_CLOSE). */
export const LIVE_CLOSE_UNAUTHENTICATED = 4401;
const OPEN = 1; // WebSocket.OPEN
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export interface LiveSocketHandlers {
  onUpdates(items: OverviewLiveUpdate[]): void;
  /** Vehicles the user can no longer see (rights changed): drop them. */
  onRemoved?(vehicleIds: number[]): void;
  /** A connection authenticated (once per connection, not per renewed token): reload the overview, updates sent
   * while no socket was open are not replayed. */
  onReady?(vehicleCount: number): void;
  /** The server refused the token: the caller renews the session (and calls setToken) or logs out. */
  onUnauthenticated?(): void;
}

export interface LiveSocketOptions {
  /** Defaults to the page's origin (ws: or wss: after http: or https:). */
  url?: string;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private closed = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  // Whether the current connection has had its `ready` (later ones answer renewed tokens).
  private ready = false;

  constructor(
    private token: string,
    private organizationId: number | null,
    private readonly handlers: LiveSocketHandlers,
    private readonly options: LiveSocketOptions = {},
  ) {
    this.connect();
  }

  /** A renewed access token (or another selected organisation): sent on the open socket, used on reconnects. */
  setToken(token: string, organizationId: number | null = this.organizationId): void {
    const changed = token !== this.token || organizationId !== this.organizationId;
    this.token = token;
    this.organizationId = organizationId;
    if (!changed) return;
    if (this.socket?.readyState === OPEN) this.sendAuth(this.socket);
    else if (!this.socket && !this.closed) this.reconnectNow();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, 'closed');
    this.socket = null;
  }

  private connect(): void {
    const url = this.options.url ?? liveUrl(window.location);
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    this.ready = false;
    socket.onopen = () => this.sendAuth(socket);
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      if (event.code === LIVE_CLOSE_UNAUTHENTICATED) {
        // Reconnecting with the same token would be refused again: wait for the session's new token (setToken).
        this.handlers.onUnauthenticated?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private sendAuth(socket: WebSocket): void {
    const message: LiveClientMessage = { type: 'auth', token: this.token, organizationId: this.organizationId };
    socket.send(JSON.stringify(message));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ready':
        this.attempt = 0;
        if (!this.ready) this.handlers.onReady?.(message.vehicleCount);
        this.ready = true;
        break;
      case 'positions':
        this.handlers.onUpdates(message.items);
        break;
      case 'removed':
        this.handlers.onRemoved?.(message.vehicleIds);
        break;
      case 'error':
        // The close that follows says what to do.
        break;
    }
  }

  private scheduleReconnect(): void {
    // Exponential backoff with jitter, so a restarted BFF is not met by every browser at the same instant.
    const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (!this.closed) this.connect();
      },
      base / 2 + Math.random() * (base / 2),
    );
  }

  private reconnectNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }
}
