import WebSocket from 'ws';

export interface LiveMessage {
  type: string;
  items?: Array<{ vehicle_id: number; organizationId: number; position: { latitude: number } | null }>;
  vehicleIds?: number[];
  vehicleCount?: number;
  code?: string;
}

/** A client of the BFF's live socket that records every message and the close. */
export class LiveClient {
  readonly messages: LiveMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly socket: WebSocket;
  private readonly opened: Promise<void>;

  constructor(baseUrl: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    this.socket.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as LiveMessage));
  }

  async send(message: unknown): Promise<void> {
    await this.opened;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Authenticates and waits for the server's `ready`. */
  async authenticate(token: string, organizationId?: number): Promise<LiveMessage> {
    const before = this.messages.length;
    await this.send({ type: 'auth', token, organizationId });
    return this.waitFor((message, index) => index >= before && message.type === 'ready', 'ready');
  }

  /** The first recorded message matching, waiting up to `timeoutMs` for it. */
  async waitFor(
    match: (message: LiveMessage, index: number) => boolean,
    what: string,
    timeoutMs = 15_000,
  ): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no live message "${what}" within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Every vehicle id that arrived in a positions message. */
  vehiclesReceived(): number[] {
    return this.messages.flatMap((message) => (message.items ?? []).map((item) => item.vehicle_id));
  }

  close(): void {
    this.socket.close();
  }
}
