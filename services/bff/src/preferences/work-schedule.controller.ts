import { Delete, Get, Patch, Post } from '@nestjs/common';
import type { journalV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import {
  type WorkScheduleBody,
  WorkScheduleBodySchema,
  type WorkScheduleJson,
  WorkScheduleSchema,
} from './work-schedule.schemas';

/**
 * A user's work schedule (spec 03 "Work schedule", §7 Weekday schedules): trips started within its working hours get
 * its trip type. A driver its own; an administrator its organisations' users (the journal decides).
 */
@AuthenticatedController('preferences', 'api/user')
export class WorkScheduleController {
  constructor(private readonly journal: JournalGrpcClient) {}

  @Get(':id/weekday')
  @Endpoint("The user's work schedule, or the default not activated", {
    id: 'The user',
    ok: WorkScheduleSchema,
    errors: [403, 404],
  })
  get(@IdParam() userId: number, @Caller() caller: CallerContext): Promise<WorkScheduleJson> {
    return this.schedule(caller, (md) => this.journal.preferences.getWorkSchedule({ userId }, md));
  }

  @Post(':id/weekday')
  @Endpoint('Create (activate) the work schedule from the default', {
    id: 'The user',
    created: WorkScheduleSchema,
    errors: [403, 404],
  })
  create(@IdParam() userId: number, @Caller() caller: CallerContext): Promise<WorkScheduleJson> {
    return this.schedule(caller, (md) => this.journal.preferences.createWorkSchedule({ userId }, md));
  }

  @Patch(':id/weekday')
  @Endpoint('Change the week or the trip type of the work schedule', {
    id: 'The user',
    body: WorkScheduleBodySchema,
    ok: WorkScheduleSchema,
    errors: [403, 404],
  })
  update(
    @IdParam() userId: number,
    @ValidBody() body: WorkScheduleBody,
    @Caller() caller: CallerContext,
  ): Promise<WorkScheduleJson> {
    return this.schedule(caller, (md) =>
      this.journal.preferences.updateWorkSchedule(
        {
          userId,
          tripType: body.tripType,
          days: (body.daysList ?? []).map((day) => ({ day: day.dayOfWeek, active: day.active, times: day.times })),
        },
        md,
      ),
    );
  }

  @Delete(':id/weekday')
  @Endpoint('Remove the work schedule (back to the default, not activated)', {
    id: 'The user',
    ok: WorkScheduleSchema,
    errors: [403, 404],
  })
  delete(@IdParam() userId: number, @Caller() caller: CallerContext): Promise<WorkScheduleJson> {
    return this.schedule(caller, (md) => this.journal.preferences.deleteWorkSchedule({ userId }, md));
  }

  private async schedule(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<journalV1.WorkSchedule>,
  ): Promise<WorkScheduleJson> {
    const schedule = await this.journal.call(caller, invoke);
    return {
      userId: schedule.userId,
      activated: schedule.activated,
      tripType: schedule.tripType === 'PRIVATE' ? 'PRIVATE' : 'BUSINESS',
      daysList: (schedule.days ?? []).map((day) => ({
        dayOfWeek: day.day,
        active: day.active,
        times: (day.times ?? []).map(({ start, stop }) => ({ start, stop })),
      })),
    };
  }
}
