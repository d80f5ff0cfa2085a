import { AccessDirectory, type Caller, CallerResolver } from '@fleetlog/access';
import { journalV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { type EntityManager as TxManager, EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { preferenceOwner } from './preference-owner';
import { defaultSchedule, type Schedule, scheduleTripType, validWeek } from './schedule-rules';
import { WorkSchedulesRepository } from './work-schedules.repository';

/**
 * journal.v1.PreferencesService: the users' work schedules (spec 03 "Work schedule", §6: a driver its own, an
 * administrator also the users of its organisations). A schedule gives the trips that close after a change the
 * schedule's trip type when they started within its working hours (trips/trip-vehicle.ts).
 */
@Controller()
@journalV1.PreferencesServiceControllerMethods()
export class PreferencesController implements journalV1.PreferencesServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly em: EntityManager,
  ) {}

  async getWorkSchedule(request: journalV1.UserRef, metadata?: Metadata): Promise<journalV1.WorkSchedule> {
    const userId = this.userOf(await this.callers.resolve(metadata), request.userId);
    const schedule = await new WorkSchedulesRepository(this.em.fork()).find(userId);
    return scheduleMessage(userId, schedule);
  }

  async createWorkSchedule(request: journalV1.UserRef, metadata?: Metadata): Promise<journalV1.WorkSchedule> {
    const caller = await this.callers.resolve(metadata);
    const userId = this.userOf(caller, request.userId);
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new WorkSchedulesRepository(tx);
      await repository.create(userId, defaultSchedule(), caller.principal.userId);
      return scheduleMessage(userId, await repository.find(userId));
    });
  }

  async updateWorkSchedule(
    request: journalV1.UpdateWorkScheduleRequest,
    metadata?: Metadata,
  ): Promise<journalV1.WorkSchedule> {
    const caller = await this.callers.resolve(metadata);
    const userId = this.userOf(caller, request.userId);
    const tripType = request.tripType === undefined ? undefined : scheduleTripType(request.tripType);
    const days = (request.days ?? []).length === 0 ? undefined : validWeek(request.days ?? []);
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new WorkSchedulesRepository(tx);
      // A change to a user without a schedule creates it (activated) from the default.
      const current = (await repository.find(userId, true)) ?? defaultSchedule();
      const next: Schedule = { tripType: tripType ?? current.tripType, days: days ?? current.days };
      if (!(await repository.create(userId, next, caller.principal.userId))) {
        await repository.update(userId, next, caller.principal.userId);
      }
      return scheduleMessage(userId, next);
    });
  }

  async deleteWorkSchedule(request: journalV1.UserRef, metadata?: Metadata): Promise<journalV1.WorkSchedule> {
    const userId = this.userOf(await this.callers.resolve(metadata), request.userId);
    await new WorkSchedulesRepository(this.em.fork()).delete(userId);
    return scheduleMessage(userId, undefined);
  }

  private userOf(caller: Caller, requested: number): number {
    return preferenceOwner(caller, this.directory, requested);
  }
}

function scheduleMessage(userId: number, schedule: Schedule | undefined): journalV1.WorkSchedule {
  const shown = schedule ?? defaultSchedule();
  return { userId, activated: schedule !== undefined, tripType: shown.tripType, days: shown.days };
}
