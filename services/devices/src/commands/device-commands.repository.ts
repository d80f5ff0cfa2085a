import { BaseRepository } from '@fleetlog/database';
import { LockMode } from '@mikro-orm/postgresql';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../database/scope-filter';
import { type CommandKindName, DeviceCommandEntity } from './device-command.entity';

@Injectable()
export class DeviceCommandsRepository extends BaseRepository<DeviceCommandEntity> {
  /** The command, row-locked until the transaction ends (results and the sweep may race on it). */
  lockById(id: number): Promise<DeviceCommandEntity | null> {
    return this.em.findOne(DeviceCommandEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Pending commands of a device, oldest first (the order they were asked for), row-locked. */
  lockPending(deviceId: number, kind?: CommandKindName): Promise<DeviceCommandEntity[]> {
    return this.em.find(
      DeviceCommandEntity,
      { deviceId, state: 'PENDING', ...(kind ? { kind } : {}) },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** Open (pending or sent) SET_FREQUENCY commands of a device. */
  openFrequencyCommands(deviceId: number): Promise<DeviceCommandEntity[]> {
    return this.em.find(
      DeviceCommandEntity,
      { deviceId, kind: 'SET_FREQUENCY', state: { $in: ['PENDING', 'SENT'] } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** The newest SET_FREQUENCY command of a device, whatever its state. */
  latestFrequencyCommand(deviceId: number): Promise<DeviceCommandEntity | null> {
    return this.em.findOne(DeviceCommandEntity, { deviceId, kind: 'SET_FREQUENCY' }, { orderBy: { id: 'desc' } });
  }

  /** Newest first, inside the scope (a command of another organisation is not listed). */
  history(
    scope: OrgScope,
    target: { vehicleId: number } | { deviceId: number },
    limit: number,
  ): Promise<DeviceCommandEntity[]> {
    return this.em.find(
      DeviceCommandEntity,
      { $and: [target, scopeFilter(scope, 'organizationId')] },
      { orderBy: { id: 'desc' }, limit },
    );
  }

  /** Pending commands past their deadline become EXPIRED; answers how many. */
  async expireDue(now: Date): Promise<number> {
    return this.em.nativeUpdate(
      DeviceCommandEntity,
      { state: 'PENDING', expiresAt: { $lte: now } },
      { state: 'EXPIRED', completedAt: now },
    );
  }
}
