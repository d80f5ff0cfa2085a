import { CallerResolver } from '@fleetlog/access';
import { type commonV1, reportsV1 } from '@fleetlog/contracts';
import { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { DeliveryService } from '../deliveries/delivery.service';
import { assertScheduleAdmin } from './schedule-fields';
import { SchedulesService } from './schedules.service';

/** reports.v1.ReportSchedulesService: the schedules' CRUD and the delivery log. */
@Controller()
@reportsV1.ReportSchedulesServiceControllerMethods()
export class SchedulesController implements reportsV1.ReportSchedulesServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly schedules: SchedulesService,
    private readonly deliveries: DeliveryService,
  ) {}

  async listSchedules(
    request: reportsV1.ListSchedulesRequest,
    metadata?: Metadata,
  ): Promise<reportsV1.ReportSchedules> {
    const caller = await this.callers.resolve(metadata);
    return { schedules: await this.schedules.list(caller, Number(request.organizationId ?? 0)) };
  }

  async getSchedule(request: commonV1.IdRequest, metadata?: Metadata): Promise<reportsV1.ReportSchedule> {
    return this.schedules.get(await this.callers.resolve(metadata), Number(request.id));
  }

  async createSchedule(request: reportsV1.SaveScheduleRequest, metadata?: Metadata): Promise<reportsV1.ReportSchedule> {
    return this.schedules.create(await this.callers.resolve(metadata), request.schedule, metadata ?? new Metadata());
  }

  async updateSchedule(request: reportsV1.SaveScheduleRequest, metadata?: Metadata): Promise<reportsV1.ReportSchedule> {
    const caller = await this.callers.resolve(metadata);
    return this.schedules.update(
      caller,
      Number(request.reportScheduleId),
      request.schedule,
      metadata ?? new Metadata(),
    );
  }

  async deleteSchedule(request: commonV1.IdRequest, metadata?: Metadata): Promise<reportsV1.ReportSchedule> {
    return this.schedules.delete(await this.callers.resolve(metadata), Number(request.id));
  }

  /** The delivery log is the administrators', as the schedules are. */
  async listDeliveries(request: reportsV1.ListDeliveriesRequest, metadata?: Metadata): Promise<reportsV1.Deliveries> {
    const caller = await this.callers.resolve(metadata);
    assertScheduleAdmin(caller);
    return { deliveries: await this.deliveries.list(caller, request) };
  }
}
