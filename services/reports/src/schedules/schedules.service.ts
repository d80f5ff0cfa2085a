import { AccessDirectory, assertKnownOrganization, type Caller } from '@fleetlog/access';
import { ErrorCode, type reportsEventsV1, reportsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isSuperadmin } from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { DeliveryService, validRecipients } from '../deliveries/delivery.service';
import { requestActor } from '../sources/report-actor';
import { ReportSources } from '../sources/report-sources';
import { nextRun } from './due-time';
import { assertScheduleAdmin, type ScheduleFields, scheduleFields } from './schedule-fields';
import type { ScheduleEntity } from './schedule.entity';
import {
  deleteSchedule,
  findSchedule,
  insertSchedule,
  listSchedules,
  type OrganizationScope,
  updateSchedule,
} from './schedules.repository';

/**
 * Report schedules for administrators (ADMIN, ROOT, HEXA) of the organisations they see: a schedule of another
 * organisation answers REPORT_SCHEDULE_MISSING exactly like one that does not exist.
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    private readonly deliveries: DeliveryService,
    private readonly sources: ReportSources,
    private readonly directory: AccessDirectory,
  ) {}

  async list(caller: Caller, organizationId: number): Promise<reportsV1.ReportSchedule[]> {
    assertScheduleAdmin(caller);
    if (organizationId) assertKnownOrganization(caller, organizationId);
    const schedules = await listSchedules(this.em.fork(), scopeOf(caller), organizationId || null);
    const latest = await this.deliveries.latestOfSchedules(schedules.map((schedule) => schedule.id));
    return schedules.map((schedule) => this.messageOf(schedule, latest.get(schedule.id)));
  }

  async get(caller: Caller, id: number): Promise<reportsV1.ReportSchedule> {
    assertScheduleAdmin(caller);
    return this.message(caller, await this.find(this.em.fork(), caller, id));
  }

  async create(
    caller: Caller,
    input: reportsV1.ReportSchedule | undefined,
    metadata: Metadata,
  ): Promise<reportsV1.ReportSchedule> {
    assertScheduleAdmin(caller);
    const fields = scheduleFields(input, caller, validRecipients);
    await this.assertTargetsVisible(caller, fields, metadata);
    const schedule = await insertSchedule(this.em.fork(), fields, caller.principal.userId);
    return this.message(caller, schedule);
  }

  /** The whole schedule as the form sends it (ids, created_* and last_delivery are the service's). */
  async update(
    caller: Caller,
    id: number,
    input: reportsV1.ReportSchedule | undefined,
    metadata: Metadata,
  ): Promise<reportsV1.ReportSchedule> {
    assertScheduleAdmin(caller);
    const em = this.em.fork();
    const schedule = await this.find(em, caller, id);
    const fields = scheduleFields(input, caller, validRecipients);
    await this.assertTargetsVisible(caller, fields, metadata);
    await updateSchedule(em, schedule, fields);
    return this.message(caller, schedule);
  }

  async delete(caller: Caller, id: number): Promise<reportsV1.ReportSchedule> {
    assertScheduleAdmin(caller);
    const em = this.em.fork();
    const schedule = await this.find(em, caller, id);
    const message = await this.message(caller, schedule);
    await em.transactional((tx) => deleteSchedule(tx, schedule));
    return message;
  }

  /**
   * Every targeted vehicle and driver must be one the caller sees: a foreign or unknown one answers VEHICLE_MISSING or
   * USER_MISSING, as a missing one would (the run would find nothing of it anyway: it reads as the schedule's owner).
   */
  private async assertTargetsVisible(caller: Caller, fields: ScheduleFields, metadata: Metadata): Promise<void> {
    for (const id of fields.driverIds) {
      const user = this.directory.users.get(id);
      if (!user || user.archived || !caller.organizations.has(user.organizationId)) {
        throw new DomainError(ErrorCode.USER_MISSING, `user ${id} does not exist`);
      }
    }
    if (fields.vehicleIds.length === 0) return;
    const visible = new Set(
      (await this.sources.vehicleList(requestActor(caller, metadata))).map((vehicle) => vehicle.id),
    );
    const missing = fields.vehicleIds.find((id) => !visible.has(id));
    if (missing !== undefined) throw new DomainError(ErrorCode.VEHICLE_MISSING, `vehicle ${missing} does not exist`);
  }

  private async find(em: EntityManager, caller: Caller, id: number): Promise<ScheduleEntity> {
    const schedule = Number.isSafeInteger(id) && id > 0 ? await findSchedule(em, scopeOf(caller), id) : null;
    if (!schedule) throw new DomainError(ErrorCode.REPORT_SCHEDULE_MISSING, `report schedule ${id} does not exist`);
    return schedule;
  }

  private async message(caller: Caller, schedule: ScheduleEntity): Promise<reportsV1.ReportSchedule> {
    const [lastDelivery] = await this.deliveries.list(caller, { scheduleId: schedule.id, limit: 1 });
    return this.messageOf(schedule, lastDelivery);
  }

  private messageOf(
    schedule: ScheduleEntity,
    lastDelivery: reportsEventsV1.Delivery | undefined,
  ): reportsV1.ReportSchedule {
    return {
      reportScheduleId: schedule.id,
      name: schedule.name,
      reportType: reportsV1.ReportType[schedule.reportType as keyof typeof reportsV1.ReportType],
      reportTarget: schedule.vehicleIds,
      reportTargetOrganizations: schedule.organizationIds,
      reportTargetDrivers: schedule.driverIds,
      reportTargetDriverOrganizations: schedule.driverOrganizationIds,
      email: schedule.emails,
      schedule: schedule.dayOfMonth,
      organizationId: schedule.organizationId,
      zoneId: schedule.zoneId,
      reportFormat: reportsV1.ReportFormat[schedule.reportFormat],
      showPrivate: schedule.showPrivate,
      createdBy: schedule.createdBy,
      createdTsMs: schedule.createdAt.getTime(),
      language: schedule.language,
      lastDelivery,
      nextRunTsMs: nextRun(schedule, Date.now(), this.config.REPORTS_RUN_HOUR).dueMs,
    };
  }
}

function scopeOf(caller: Caller): OrganizationScope {
  return isSuperadmin(caller.principal) ? 'all' : [...caller.organizations.keys()];
}
