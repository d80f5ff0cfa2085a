import { Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reportsV1 } from '@fleetlog/contracts';

import { IdParam } from '../common/api-id-param';
import { definedOnly } from '../common/defined-only';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { ReportsGrpcClient } from '../reports-client/reports-grpc.client';
import { deliveryJson } from './reports.controller';
import {
  DeliveriesQuerySchema,
  type DeliveryJson,
  DeliverySchema,
  type ScheduleBody,
  ScheduleBodySchema,
  type ScheduleJson,
  ScheduleSchema,
} from './reports.schemas';

const WHO = "ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.";

/** Scheduled reports (spec 02 §2.7, §3 "Report schedule", §7 "Scheduled reports"). */
@AuthenticatedController('reports', 'api/report/schedule', 403)
export class ReportSchedulesController {
  constructor(private readonly reports: ReportsGrpcClient) {}

  @Get()
  @Endpoint('Every schedule of the organisations the caller sees', { ok: [ScheduleSchema], description: WHO })
  async list(@Caller() caller: CallerContext): Promise<ScheduleJson[]> {
    return this.listOf(caller, 0);
  }

  @Get('organization/:id')
  @Endpoint("An organisation's schedules", { id: 'Organisation id', ok: [ScheduleSchema], description: WHO })
  async listOfOrganization(@IdParam() id: number, @Caller() caller: CallerContext): Promise<ScheduleJson[]> {
    return this.listOf(caller, id);
  }

  @Post()
  @Endpoint('Create a schedule (defaults: JOURNAL, PDF, day 1, show private off, Europe/Stockholm)', {
    body: ScheduleBodySchema,
    created: ScheduleSchema,
    description: `${WHO} Recipients: valid e-mail addresses, at least one; at least one target.`,
  })
  async create(@ValidBody() body: ScheduleBody, @Caller() caller: CallerContext): Promise<ScheduleJson> {
    const schedule = await this.reports.call(caller, (md) =>
      this.reports.schedules.createSchedule({ reportScheduleId: 0, schedule: scheduleMessage(body) }, md),
    );
    return scheduleJson(schedule);
  }

  @Patch(':id')
  @Endpoint('Change a schedule (the fields given)', {
    id: 'Schedule id',
    body: ScheduleBodySchema,
    ok: ScheduleSchema,
    description: WHO,
  })
  async update(
    @IdParam() id: number,
    @ValidBody() body: ScheduleBody,
    @Caller() caller: CallerContext,
  ): Promise<ScheduleJson> {
    const current = await this.reports.call(caller, (md) => this.reports.schedules.getSchedule({ id }, md));
    const merged = { ...scheduleJson(current), ...definedOnly(body) };
    const schedule = await this.reports.call(caller, (md) =>
      this.reports.schedules.updateSchedule({ reportScheduleId: id, schedule: scheduleMessage(merged) }, md),
    );
    return scheduleJson(schedule);
  }

  @Delete(':id')
  @Endpoint('Remove a schedule (its delivery log stays)', { id: 'Schedule id', ok: ScheduleSchema, description: WHO })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<ScheduleJson> {
    return scheduleJson(await this.reports.call(caller, (md) => this.reports.schedules.deleteSchedule({ id }, md)));
  }

  @Get(':id/deliveries')
  @Endpoint("A schedule's delivery log, newest first: sent, failed and why", {
    id: 'Schedule id',
    query: DeliveriesQuerySchema,
    ok: [DeliverySchema],
    description: WHO,
  })
  @ApiQuery({ name: 'limit', required: false, description: '1–500 (default 50)' })
  async deliveries(
    @IdParam() id: number,
    @ValidQuery() query: { limit?: number },
    @Caller() caller: CallerContext,
  ): Promise<DeliveryJson[]> {
    // The schedule must be the caller's: REPORT_SCHEDULE_MISSING otherwise, as for one that does not exist.
    await this.reports.call(caller, (md) => this.reports.schedules.getSchedule({ id }, md));
    const reply = await this.reports.call(caller, (md) =>
      this.reports.schedules.listDeliveries({ scheduleId: id, limit: query.limit ?? 50 }, md),
    );
    return (reply.deliveries ?? []).map(deliveryJson);
  }

  private async listOf(caller: CallerContext, organizationId: number): Promise<ScheduleJson[]> {
    const reply = await this.reports.call(caller, (md) => this.reports.schedules.listSchedules({ organizationId }, md));
    return (reply.schedules ?? []).map(scheduleJson);
  }
}

function scheduleMessage(body: ScheduleBody | ScheduleJson): reportsV1.ReportSchedule {
  return reportsV1.ReportSchedule.fromPartial({
    name: body.name ?? '',
    reportType: body.reportType ? reportsV1.ReportType[body.reportType] : reportsV1.ReportType.JOURNAL,
    reportTarget: body.reportTarget ?? [],
    reportTargetOrganizations: body.reportTargetOrganizations ?? [],
    reportTargetDrivers: body.reportTargetDrivers ?? [],
    reportTargetDriverOrganizations: body.reportTargetDriverOrganizations ?? [],
    email: body.email ?? [],
    schedule: body.schedule ?? 1,
    organizationId: body.organizationId ?? 0,
    zoneId: body.zoneId ?? '',
    reportFormat: body.reportFormat === 'CSV' ? reportsV1.ReportFormat.CSV : reportsV1.ReportFormat.PDF,
    showPrivate: body.showPrivate ?? false,
    language: body.language ?? 'sv',
  });
}

function scheduleJson(schedule: reportsV1.ReportSchedule): ScheduleJson {
  const type = reportsV1.reportTypeToJSON(schedule.reportType) as ScheduleJson['reportType'];
  return {
    reportScheduleId: schedule.reportScheduleId,
    name: schedule.name,
    reportType: type,
    reportTarget: schedule.reportTarget ?? [],
    reportTargetOrganizations: schedule.reportTargetOrganizations ?? [],
    reportTargetDrivers: schedule.reportTargetDrivers ?? [],
    reportTargetDriverOrganizations: schedule.reportTargetDriverOrganizations ?? [],
    email: schedule.email ?? [],
    schedule: schedule.schedule,
    organizationId: schedule.organizationId,
    zoneId: schedule.zoneId,
    reportFormat: schedule.reportFormat === reportsV1.ReportFormat.CSV ? 'CSV' : 'PDF',
    showPrivate: schedule.showPrivate,
    language: schedule.language === 'en' ? 'en' : 'sv',
    createdBy: schedule.createdBy,
    createdTsMs: schedule.createdTsMs,
    nextRunTsMs: schedule.nextRunTsMs,
    lastDelivery: schedule.lastDelivery ? deliveryJson(schedule.lastDelivery) : null,
  };
}
