import { AccessDirectory } from '@fleetlog/access';
import { REPORT_LIMITS, reportsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import type { StoredDelivery } from '../deliveries/deliveries.repository';
import { DeliveryService } from '../deliveries/delivery.service';
import type { ClockTask } from '../queue/reports-clock';
import { latestDueRun, type ScheduleRun } from './due-time';
import type { ScheduleEntity } from './schedule.entity';
import { allSchedules, existingRuns, insertRun } from './schedules.repository';

/** Thrown inside a run's transaction to roll it back: another instance recorded the run first. */
class RunTaken extends Error {}

/**
 * On every tick: each schedule's latest run due by now (made after the schedule was), if schedule_runs has no row
 * for it, is queued as a delivery. The delivery and the run row are one transaction and the row is unique per
 * schedule and period, so two instances, or a tick repeated after a lost queue, queue a run once. A run missed while
 * the service was down happens at the next tick; only the latest period runs, never a backlog.
 */
@Injectable()
export class ScheduleRuns implements ClockTask {
  readonly name = 'schedules';
  private readonly logger = new Logger(ScheduleRuns.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    private readonly deliveries: DeliveryService,
    private readonly directory: AccessDirectory,
  ) {}

  async tick(nowMs: number): Promise<string | null> {
    const em = this.em.fork();
    const due = (await allSchedules(em))
      .map((schedule) => ({ schedule, run: latestDueRun(schedule, nowMs, this.config.REPORTS_RUN_HOUR) }))
      .filter(({ schedule, run }) => run.dueMs >= schedule.createdAt.getTime());
    const done = await existingRuns(
      em,
      due.map(({ schedule, run }) => ({ scheduleId: schedule.id, period: run.period })),
    );
    let queued = 0;
    for (const { schedule, run } of due) {
      if (done.has(`${schedule.id} ${run.period}`)) continue;
      try {
        if (await this.runOnce(schedule, run)) queued++;
      } catch (error) {
        this.logger.warn({ msg: 'schedule run failed', scheduleId: schedule.id, error: (error as Error).message });
      }
    }
    return queued ? `queued ${queued} scheduled reports` : null;
  }

  /** Queues one run unless it exists; false when another instance's run came first. */
  async runOnce(schedule: ScheduleEntity, run: ScheduleRun): Promise<boolean> {
    let delivery: StoredDelivery;
    try {
      delivery = await this.em.fork().transactional(async (tx) => {
        const stored = await this.deliveries.insert(tx, {
          organizationId: schedule.organizationId,
          scheduleId: schedule.id,
          period: run.period,
          requestedBy: schedule.createdBy,
          request: this.requestOf(schedule, run),
          recipients: schedule.emails,
        });
        const recorded = await insertRun(tx, {
          scheduleId: schedule.id,
          period: run.period,
          dueMs: run.dueMs,
          deliveryId: stored.id,
        });
        if (!recorded) throw new RunTaken();
        return stored;
      });
    } catch (error) {
      if (error instanceof RunTaken) return false;
      throw error;
    }
    await this.deliveries.handOver(delivery);
    return true;
  }

  /** The report a run sends: the schedule's as a request made by its creator for the run's period. */
  requestOf(schedule: ScheduleEntity, run: ScheduleRun): reportsV1.ReportRequest {
    return reportsV1.ReportRequest.fromPartial({
      type: reportsV1.ReportType[schedule.reportType as keyof typeof reportsV1.ReportType],
      format: reportsV1.ReportFormat[schedule.reportFormat],
      fromTsMs: run.fromTsMs,
      toTsMs: run.toTsMs,
      vehicleIds: schedule.vehicleIds,
      organizationIds: schedule.organizationIds,
      allVehicles: schedule.organizationIds.length > 0,
      driverIds: this.driversOf(schedule),
      timeZone: schedule.zoneId,
      showPrivate: schedule.showPrivate,
      language: schedule.language,
    });
  }

  /**
   * The named drivers and, as they are at the run, the active users of the drivers' organisations and the
   * organisations below them (the access directory), at most REPORT_LIMITS.ids as a report takes.
   */
  private driversOf(schedule: ScheduleEntity): number[] {
    const drivers = new Set(schedule.driverIds);
    for (const root of schedule.driverOrganizationIds) {
      for (const organizationId of this.directory.organizations.subtree(root)) {
        for (const user of this.directory.users.ofOrganization(organizationId)) {
          if (!user.archived) drivers.add(user.id);
        }
      }
    }
    return [...drivers].slice(0, REPORT_LIMITS.ids);
  }
}
