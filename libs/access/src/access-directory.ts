import { type authV1, TOPICS } from '@fleetlog/contracts';
import type { MessagingLogger, SubscribeOptions } from '@fleetlog/messaging';

import { OrganizationReadModel, UserReadModel, type UserRecord } from './read-models';

/** Where complete snapshots come from: auth's DirectoryService (see `AuthDirectorySource`). */
export interface DirectorySource {
  snapshotOrganizations(): Promise<authV1.DirectoryOrganization[]>;
  snapshotUsers(): Promise<authV1.DirectoryUser[]>;
}

/** The part of `KafkaMessaging` the directory uses. */
export interface EventFeed {
  subscribe<T>(options: SubscribeOptions<T>): Promise<void>;
  disconnect(): Promise<void>;
}

export interface AccessDirectoryOptions {
  /** Consumer-group prefix unique to this process instance: every instance needs every event. */
  groupIdPrefix: string;
  /** Safety net against a missed event: a fresh snapshot this often (0: never). */
  resnapshotIntervalMs: number;
  logger: MessagingLogger;
  /** First delay between attempts while Kafka or auth are unreachable; doubles up to 30 s. */
  retryDelayMs?: number;
}

const MAX_RETRY_DELAY_MS = 30_000;
// Changes must take effect within seconds; a fetch that waits at most this long keeps the lag well under one.
const FETCH_WAIT_MS = 200;

/**
 * The organisation tree and the users' state, kept in memory. Start order matters: follow both topics first, then
 * take the snapshot, so a change made while the snapshot is read arrives as an event and the per-key version rule
 * (see `VersionedStore`) sorts the two. The broker cannot rebuild state (it keeps little and never compacts), which
 * is why the snapshot exists; the periodic re-snapshot repairs the rare event lost to a race at subscription time.
 */
export class AccessDirectory {
  readonly organizations = new OrganizationReadModel();
  readonly users = new UserReadModel();

  private loaded = false;
  private stopped = false;
  private readonly readyWaiters: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly source: DirectorySource,
    private readonly feed: EventFeed,
    private readonly options: AccessDirectoryOptions,
  ) {}

  /** True once the first snapshot is in: before that every caller is refused (readiness says not ready). */
  get ready(): boolean {
    return this.loaded;
  }

  /** Subscribes and loads in the background, retrying until both succeed; resolves when loaded or stopped. */
  async start(): Promise<void> {
    // Both subscriptions before the snapshot (see above); they join their groups in parallel.
    await Promise.all([
      this.untilDone('subscribe to auth.organizations.v1', () =>
        this.feed.subscribe({
          groupId: `${this.options.groupIdPrefix}.organizations`,
          topic: TOPICS.authOrganizations,
          fromBeginning: false,
          maxWaitTimeMs: FETCH_WAIT_MS,
          handler: async (event) => void this.organizations.apply(event),
        }),
      ),
      this.untilDone('subscribe to auth.users.v1', () =>
        this.feed.subscribe({
          groupId: `${this.options.groupIdPrefix}.users`,
          topic: TOPICS.authUsers,
          fromBeginning: false,
          maxWaitTimeMs: FETCH_WAIT_MS,
          handler: async (event) => void this.users.apply(event),
        }),
      ),
    ]);
    await this.untilDone('load the directory snapshot from auth', () => this.refresh());
    if (this.stopped) return;
    this.loaded = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    if (this.options.resnapshotIntervalMs > 0) {
      this.timer = setInterval(() => {
        this.refresh().catch((err: unknown) =>
          this.options.logger.warn({ err }, 'periodic directory snapshot failed; keeping the current state'),
        );
      }, this.options.resnapshotIntervalMs);
      this.timer.unref();
    }
  }

  /** Resolves true once loaded, false after `timeoutMs` (a caller arriving during start waits a moment). */
  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.loaded) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.loaded), timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** The user whose iButton id a tracker reported (see `UserReadModel.byIbuttonId`); undefined when none is known. */
  userByIbuttonId(ibuttonId: string): UserRecord | undefined {
    return this.users.byIbuttonId(ibuttonId);
  }

  /** Takes a complete snapshot of both models now (shared by concurrent callers). */
  refresh(): Promise<void> {
    this.refreshing ??= this.loadSnapshot().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.feed.disconnect();
  }

  private async loadSnapshot(): Promise<void> {
    const organizationsMark = this.organizations.mark();
    const usersMark = this.users.mark();
    const [organizations, users] = await Promise.all([
      this.source.snapshotOrganizations(),
      this.source.snapshotUsers(),
    ]);
    const orgResult = this.organizations.applySnapshot(organizations, organizationsMark);
    const userResult = this.users.applySnapshot(users, usersMark);
    this.options.logger.debug({ organizations: orgResult, users: userResult }, 'directory snapshot applied');
  }

  private async untilDone(what: string, action: () => Promise<void>): Promise<void> {
    let delay = this.options.retryDelayMs ?? 500;
    while (!this.stopped) {
      try {
        await action();
        return;
      } catch (err) {
        this.options.logger.warn({ err, retryInMs: delay }, `could not ${what}; retrying`);
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  }
}
