import { alarmsEventsV1 } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { notifyPeriod, openPeriod } from '../periods/period-changes';
import { periodsDueRepeat } from '../periods/periods.repository';
import { AlarmCatalogue } from './alarm-catalogue';
import { subjectOf } from './positions-evaluator';
import { isArmed } from './schedule-gate';

const { AlarmName } = alarmsEventsV1;
const HOUR_MS = 3_600_000;

/**
 * The conditions that are an absence, and the repeats: every ALARMS_SWEEP_INTERVAL_MS, a tracker silent for the
 * setting's hours opens NO_CONTACT (from the moment the silence reached them; contact closes it, StatusEvaluator), and
 * an ongoing period whose alarm repeats every N hours is notified again N hours after its last notification (unless
 * acknowledged, where the setting does not notify acknowledged alarms).
 */
@Injectable()
export class AlarmSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
  ) {
    this.logger = createLogger({ service: 'alarms', level: config.LOG_LEVEL }).child({ component: 'sweep' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.config.ALARMS_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  runOnce(nowMs = Date.now()): Promise<void> {
    if (this.running) return this.running;
    this.running = this.sweep(nowMs)
      .catch((err: unknown) => this.logger.warn({ err }, 'alarm sweep failed; tried again next time'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweep(nowMs: number): Promise<void> {
    await this.catalogue.ready();
    await this.catalogue.reload();
    await this.em.fork().transactional(async (tx) => {
      for (const setting of this.catalogue.settingsOf(AlarmName.NO_CONTACT)) {
        const hours = setting.params.hoursMissingContact ?? 3;
        for (const tracker of this.catalogue.trackers.values()) {
          if (tracker.lastSeenMs === null || !this.catalogue.covers(setting, tracker)) continue;
          const reachedMs = tracker.lastSeenMs + hours * HOUR_MS;
          if (reachedMs > nowMs || !isArmed(setting.schedule, nowMs)) continue;
          await openPeriod(
            tx,
            this.config,
            setting,
            {
              subject: subjectOf(tracker),
              vehicleId: tracker.vehicleId,
              deviceId: tracker.deviceId,
              imei: tracker.imei,
              driverId: 0,
              startMs: reachedMs,
              latitude: null,
              longitude: null,
              address: '',
              positionHidden: false,
              late: false,
              detail: `${hours} h`,
            },
            true,
          );
        }
      }
      for (const period of await periodsDueRepeat(tx, nowMs)) {
        const setting = this.catalogue.setting(period.settingId);
        if (setting && isArmed(setting.schedule, nowMs))
          await notifyPeriod(tx, this.config, setting, period, 'REPEATED');
      }
    });
  }
}
