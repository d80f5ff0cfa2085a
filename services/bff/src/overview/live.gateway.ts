import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CallerResolver } from '@fleetlog/access';
import { ErrorCode, errorCodeToJSON } from '@fleetlog/contracts';
import { DomainError, errorClassOf } from '@fleetlog/grpc';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';

import type { CallerContext } from '../common/caller';
import { BFF_CONFIG, type BffConfig } from '../config';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { LiveSession } from './live-session';
import { LiveSource } from './live-source';
import { LIVE_CLOSE, type LiveClientMessage, LiveClientMessageSchema } from './overview.schemas';
import { OverviewService } from './overview.service';
import { privatePosition, PrivateTrips } from './private-trips';

export const LIVE_PATH = '/api/live';
/** A socket must authenticate this soon after opening. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;
/** Dead connections (a laptop closed mid-session) are found by ping within two of these. */
const HEARTBEAT_MS = 30_000;

/**
 * The live map socket (`/api/live`, services/bff/README.md "Live updates"), on the BFF's own HTTP server (so every
 * worker of a clustered BFF serves its share of sockets with its own Redis subscriber). The access token arrives in
 * the first message, since browsers cannot set headers on a WebSocket and a token in the URL would end up in logs.
 * Each socket receives only the vehicles fleet lists for its user (organisation scope, drivers' permitted vehicles),
 * re-read every LIVE_REFRESH_MS together with the user's current state in the read models, so a demoted, archived
 * or moved user, or a removed permission, stops the flow within seconds; an expired token closes the socket (4401)
 * unless the client sent a renewed one.
 */
@Injectable()
export class LiveGateway implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LiveGateway');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly alive = new WeakSet<WebSocket>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly fleet: FleetGrpcClient,
    private readonly overview: OverviewService,
    private readonly source: LiveSource,
    private readonly privateTrips: PrivateTrips,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const client of this.wss.clients) client.close(1001, 'server stopping');
    this.wss.close();
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== LIVE_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    if (!this.originAllowed(request)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws));
  }

  /**
   * A browser's Origin must be the app's (PUBLIC_URL) or the request's own host: another site's page cannot open a
   * socket here (it could not authenticate it without the token either, but it should not hold connections).
   */
  private originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (origin === new URL(this.config.publicUrl).origin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  private accept(ws: WebSocket): void {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    if (!this.source.configured) {
      ws.close(LIVE_CLOSE.UNAVAILABLE, 'live updates are not configured');
      return;
    }
    new LiveConnection(
      ws,
      this.callers,
      this.fleet,
      this.overview,
      this.source,
      this.privateTrips,
      this.config.live.refreshMs,
      this.logger,
    );
  }

  private ping(): void {
    for (const client of this.wss.clients) {
      if (!this.alive.has(client)) {
        client.terminate();
        continue;
      }
      this.alive.delete(client);
      client.ping();
    }
  }
}

/**
 * One socket: authentication, the periodic visibility refresh, the organisations watched, and private mode: a vehicle
 * whose latest trip turns private (or stops being private) is sent again as the user may now see it, without waiting
 * for its next report (a parked vehicle may not report for hours).
 */
class LiveConnection {
  private readonly session: LiveSession;
  private caller: CallerContext | undefined;
  private readonly watched = new Map<number, () => void>();
  private authTimer: NodeJS.Timeout | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  // Authentication, refreshes and resends run one at a time, in order.
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly resend = new Set<number>();
  private readonly stopFollowingPrivateTrips: () => void;

  constructor(
    private readonly ws: WebSocket,
    private readonly callers: CallerResolver,
    private readonly fleet: FleetGrpcClient,
    private readonly overview: OverviewService,
    private readonly source: LiveSource,
    privateTrips: PrivateTrips,
    private readonly refreshMs: number,
    private readonly logger: Logger,
  ) {
    // Private mode (spec 02 §2.5) for this socket's user; nothing is sent before authentication.
    this.session = new LiveSession(ws, Date.now, (position) =>
      this.caller ? privateTrips.present(position, this.caller.principal.userId) : privatePosition(position),
    );
    this.stopFollowingPrivateTrips = privateTrips.onVisibilityChange((vehicleIds) =>
      this.visibilityChanged(vehicleIds),
    );
    this.authTimer = setTimeout(
      () => this.close(LIVE_CLOSE.UNAUTHENTICATED, ErrorCode.MISSING_TOKEN, 'no access token'),
      LIVE_AUTH_TIMEOUT_MS,
    );
    ws.on('message', (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  private receive(data: RawData, isBinary: boolean): void {
    let message: LiveClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = LiveClientMessageSchema.safeParse(JSON.parse(rawText(data)));
      if (!parsed.success) throw new Error('schema');
      message = parsed.data;
    } catch {
      this.close(LIVE_CLOSE.BAD_MESSAGE, ErrorCode.MISFORMATTED_FIELDS, 'expected {"type":"auth","token":…}');
      return;
    }
    this.enqueue(() => this.authenticate(message));
  }

  private async authenticate(message: LiveClientMessage): Promise<void> {
    const principal = await this.callers.principalOf(message.token);
    this.caller = { principal, organizationId: message.organizationId ?? undefined, showArchived: false };
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = undefined;
    await this.refresh();
    this.session.send({ type: 'ready', vehicleCount: this.session.visibleVehicles.size });
    if (!this.refreshTimer) {
      this.refreshTimer = setInterval(() => this.enqueue(() => this.refresh()), this.refreshMs);
      this.refreshTimer.unref();
    }
  }

  /** The user's current state (read models) and fleet's list of the vehicles it may see, now. */
  private async refresh(): Promise<void> {
    if (!this.caller) return;
    const principal = await this.callers.principalOf(this.caller.principal.token);
    const caller: CallerContext = { ...this.caller, principal };
    this.caller = caller;
    let vehicles;
    try {
      ({ vehicles } = await this.fleet.call(caller, (md) =>
        this.fleet.vehicles.listVehiclesSimple({ showArchived: false }, md),
      ));
    } catch (error) {
      if (error instanceof DomainError && isTransient(error.code)) {
        // Fail closed while fleet cannot say who sees what; the next refresh restores the flow.
        this.logger.warn({ code: errorCodeToJSON(error.code) }, 'live: fleet did not answer the visible vehicles');
        this.applyVisible(new Map());
        return;
      }
      throw error;
    }
    const visible = new Map<number, number>();
    for (const vehicle of vehicles ?? []) {
      if (this.overview.hasMap(vehicle.organizationId)) visible.set(vehicle.id, vehicle.organizationId);
    }
    this.applyVisible(visible);
  }

  private applyVisible(visible: Map<number, number>): void {
    if (this.closed) return;
    this.session.setVisible(visible);
    const organizations = new Set(visible.values());
    for (const [organizationId, unwatch] of this.watched) {
      if (!organizations.has(organizationId)) {
        unwatch();
        this.watched.delete(organizationId);
      }
    }
    for (const organizationId of organizations) {
      if (!this.watched.has(organizationId)) {
        this.watched.set(
          organizationId,
          this.source.watch(organizationId, (position) => this.session.offer(position)),
        );
      }
    }
  }

  /** Vehicles of this socket whose private mode changed: sent again (batched, after the steps queued before). */
  private visibilityChanged(vehicleIds: number[]): void {
    if (this.closed || !this.caller) return;
    const first = this.resend.size === 0;
    for (const id of vehicleIds) if (this.session.visibleVehicles.has(id)) this.resend.add(id);
    if (first && this.resend.size > 0) this.enqueue(() => this.sendAgain());
  }

  private async sendAgain(): Promise<void> {
    const vehicleIds = [...this.resend].filter((id) => this.session.visibleVehicles.has(id));
    this.resend.clear();
    if (!this.caller || vehicleIds.length === 0) return;
    let positions;
    try {
      positions = await this.overview.latestPositions(this.caller, vehicleIds);
    } catch (error) {
      // The next report of the vehicle, or the page's next overview, brings it as it should be.
      if (error instanceof DomainError && isTransient(error.code)) {
        this.logger.warn({ code: errorCodeToJSON(error.code) }, 'live: positions not sent again after private mode');
        return;
      }
      throw error;
    }
    // `present` masks them (or not) for this user when the batch goes out.
    for (const position of positions) this.session.offer(position);
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue.then(() => (this.closed ? undefined : step())).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): void {
    if (!(error instanceof DomainError)) {
      this.logger.error({ err: error }, 'live socket failed');
      this.close(1011, ErrorCode.INTERNAL, 'internal error');
      return;
    }
    if (error.code === ErrorCode.UNAUTHENTICATED || error.code === ErrorCode.MISSING_TOKEN) {
      this.close(LIVE_CLOSE.UNAUTHENTICATED, error.code, error.message);
    } else if (isTransient(error.code)) {
      this.close(LIVE_CLOSE.UNAVAILABLE, error.code, error.message);
    } else {
      this.close(LIVE_CLOSE.FORBIDDEN, error.code, error.message);
    }
  }

  private close(closeCode: number, code: ErrorCode, message: string): void {
    if (this.closed) return;
    this.session.send({ type: 'error', code: errorCodeToJSON(code), message });
    this.dispose();
    this.ws.close(closeCode, message.slice(0, 120));
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopFollowingPrivateTrips();
    this.resend.clear();
    if (this.authTimer) clearTimeout(this.authTimer);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    for (const unwatch of this.watched.values()) unwatch();
    this.watched.clear();
    this.session.close();
  }
}

function isTransient(code: ErrorCode): boolean {
  const kind = errorClassOf(code);
  return kind === 'UNAVAILABLE' || kind === 'INTERNAL';
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
