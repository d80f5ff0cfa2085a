import type { Pool } from 'pg';

import type { KnownDevice } from './position-rows';

interface DeviceRow {
  id: string;
  imei: string;
  organization_id: string | null;
  reported_frequency_s: number | null;
}

/**
 * IMEI → device for the ingest, in memory: the whole inventory is loaded at once (tens of thousands of rows at most)
 * and reloaded when older than `refreshMs`. An IMEI it does not know is only declared unknown by a load that began
 * after the packet was received: a device added a moment before its first packet is found by reloading (at most
 * every `missReloadMs`, waiting out the rest of that interval when needed), while a stranger's packets cannot make
 * it hammer the database. Which vehicle a record belongs to is not decided here but in SQL, from the installation
 * history at the record's time (positions-writer.ts), so an installation change is never applied late.
 */
export class DeviceDirectory {
  private byImei = new Map<string, KnownDevice>();
  private loadStartedAtMs = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly refreshMs: number,
    private readonly missReloadMs: number,
  ) {}

  /** Ensures the map can decide for these packets (IMEI and receive time); returns a lookup. */
  async resolver(
    packets: ReadonlyArray<{ imei: string; receivedTsMs: number }>,
  ): Promise<(imei: string) => KnownDevice | undefined> {
    if (Date.now() - this.loadStartedAtMs >= this.refreshMs) await this.reload();
    // The receive time, capped at now: a gateway clock ahead of ours must not keep an IMEI undecided forever.
    const now = Date.now();
    let undecided = 0;
    for (const packet of packets) {
      if (!this.byImei.has(packet.imei)) undecided = Math.max(undecided, Math.min(packet.receivedTsMs, now));
    }
    if (undecided > 0 && this.loadStartedAtMs <= undecided) {
      const wait = this.loadStartedAtMs + this.missReloadMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await this.reload();
    }
    const map = this.byImei;
    return (imei) => map.get(imei);
  }

  get size(): number {
    return this.byImei.size;
  }

  private reload(): Promise<void> {
    const startedAt = Date.now();
    this.loading ??= this.pool
      .query<DeviceRow>(`select "id", "imei", "organization_id", "reported_frequency_s" from "devices"."devices"`)
      .then(({ rows }) => {
        const next = new Map<string, KnownDevice>();
        for (const row of rows) {
          next.set(row.imei, {
            id: Number(row.id),
            organizationId: row.organization_id === null ? null : Number(row.organization_id),
            reportedFrequencyS: row.reported_frequency_s,
          });
        }
        this.byImei = next;
        this.loadStartedAtMs = startedAt;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
