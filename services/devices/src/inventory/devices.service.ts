import { devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { scopeIncludes } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { CallerService } from '../access/caller.service';
import { PLATFORM_WIDE } from '../database/scope-filter';
import { DeviceEventsPublisher, identityChanged, identityOf } from '../events/device-events.publisher';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { InstallationsRepository } from '../installations/installations.repository';
import { InstallationsService } from '../installations/installations.service';
import { countTabs } from './device-classification';
import { isTrackerType, parseDeviceType, parseIccid, parseImei, parsePhone, parseTimeOfDay } from './device-input';
import { DeviceEntity } from './device.entity';
import { matchesSearch, toDeviceMessage } from './device.mapper';
import { DeviceLookupService } from './device-lookup.service';
import { DevicesRepository } from './devices.repository';
import { smsControlFlag } from './sms-control';

/** The device inventory: lists with tabs, the add-unit form, device edits, retirement and the SMS-control flag. */
@Injectable()
export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly lookup: DeviceLookupService,
    private readonly installations: InstallationsRepository,
    private readonly futurePlans: FutureDevicesRepository,
    private readonly transactions: InstallationsService,
    private readonly callers: CallerService,
    private readonly em: EntityManager,
    private readonly deviceEvents: DeviceEventsPublisher,
  ) {}

  /**
   * Devices of the caller's organisations (ROOT/HEXA: every device, the stock included), optionally narrowed to
   * some organisations, searched, then cut to one tab; the tab counts are those before the tab cut.
   */
  async list(caller: Caller, request: devicesV1.ListDevicesRequest): Promise<devicesV1.Devices> {
    for (const organizationId of request.organizationIds) {
      if (!scopeIncludes(caller.scope, organizationId)) {
        // Issue 6 finding 7: an organisation the caller cannot see answers like one that does not exist.
        throw new DomainError(ErrorCode.ORGANIZATION_MISSING, `organization ${organizationId} does not exist`);
      }
    }
    const devices = await this.devices.list(caller.scope, request.organizationIds);
    const now = Date.now();
    const rows = (await this.lookup.rows(caller, devices)).filter((row) => matchesSearch(row, request.search));
    const messages = rows.map((row) => toDeviceMessage(row, caller.organizations, now));
    const wanted = request.tab;
    return {
      devices:
        wanted === devicesV1.DeviceTab.DEVICE_TAB_UNSPECIFIED
          ? messages
          : messages.filter((device) => device.tab === wanted),
      counts: countTabs(messages.map((device) => device.tab)),
    };
  }

  async get(caller: Caller, id: number): Promise<devicesV1.Device> {
    return this.lookup.message(caller, await this.lookup.load(caller, id));
  }

  /** Add unit (POST /admin/devices): validated, unique IMEI/ICCID/phone, optionally assigned and installed. */
  async add(caller: Caller, request: devicesV1.AddDeviceRequest): Promise<DeviceEntity> {
    const deviceType = parseDeviceType(request.deviceType);
    const device = Object.assign(new DeviceEntity(), {
      imei: parseImei(request.imei),
      iccid: parseIccid(request.iccid, deviceType),
      phone: parsePhone(request.phone),
      deviceType,
      hardware: request.hardware.trim() || deviceType,
      isTracker: isTrackerType(deviceType),
      specifiedTimeOfDay: parseTimeOfDay(request.specifiedTimeOfDay),
      startOfUseAt: request.timestampStartOfUse > 0 ? new Date(request.timestampStartOfUse) : null,
      organizationId: await this.knownOrganization(caller, request.organizationId),
    });
    await this.assertUnique(device);
    return this.transactions.transaction(async () => {
      this.devices.persist(device);
      await this.devices.flush();
      await this.deviceEvents.deviceChanged(this.em, device);
      return device;
    });
  }

  async update(caller: Caller, request: devicesV1.UpdateDeviceRequest): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, request.deviceId);
    const deviceType = request.deviceType === undefined ? device.deviceType : parseDeviceType(request.deviceType);
    // Validated into locals first: the uniqueness query would otherwise auto-flush the changed entity.
    const next = {
      deviceType,
      isTracker: isTrackerType(deviceType),
      iccid: request.iccid === undefined ? device.iccid : parseIccid(request.iccid, deviceType),
      phone: request.phone === undefined ? device.phone : parsePhone(request.phone),
      physicalLocation: request.physicalLocation?.trim() ?? device.physicalLocation,
      firmware: request.firmware?.trim() ?? device.firmware,
      configName: request.configName?.trim() ?? device.configName,
      specifiedTimeOfDay:
        request.specifiedTimeOfDay === undefined
          ? device.specifiedTimeOfDay
          : parseTimeOfDay(request.specifiedTimeOfDay),
      obd: request.obd ?? device.obd,
    };
    await this.assertUnique({ id: device.id, imei: device.imei, iccid: next.iccid, phone: next.phone });
    return this.transactions.transaction(async () => {
      const before = identityOf(device);
      Object.assign(device, next);
      await this.devices.flush();
      if (identityChanged(before, device)) await this.deviceEvents.deviceChanged(this.em, device);
      return device;
    });
  }

  /** Retire (PATCH admin device retired=true): ends the installation (RETIRED) and drops any plan using the unit. */
  async retire(caller: Caller, id: number): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, id);
    return this.transactions.transaction(async (changes) => {
      const open = await this.installations.openForDevice(PLATFORM_WIDE, device.id);
      if (open) await changes.end(open, 'RETIRED');
      await this.futurePlans.removeWhere(PLATFORM_WIDE, { deviceId: device.id });
      device.retired = true;
      await this.devices.flush();
      await this.deviceEvents.deviceChanged(this.em, device);
      return device;
    });
  }

  async unretire(caller: Caller, id: number): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, id);
    if (!device.retired) return device;
    return this.transactions.transaction(async () => {
      device.retired = false;
      await this.devices.flush();
      await this.deviceEvents.deviceChanged(this.em, device);
      return device;
    });
  }

  /** The SMS-control flag from the tracker's SMS check history (spec 03 §4). */
  async updateSmsControl(caller: Caller, request: devicesV1.SmsControlRequest): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, request.deviceId);
    device.smsControl = smsControlFlag(request.history, request.historyCheckFailed);
    device.smsCheckedAt = new Date();
    await this.devices.flush();
    return device;
  }

  /** 0 or absent: none (stock); otherwise an organisation the caller knows (superadmins: one that exists). */
  private async knownOrganization(caller: Caller, organizationId: number | undefined): Promise<number | null> {
    if (organizationId === undefined || organizationId === 0) return null;
    await this.callers.targeting(caller, organizationId);
    return organizationId;
  }

  private async assertUnique(device: Pick<DeviceEntity, 'id' | 'imei' | 'iccid' | 'phone'>): Promise<void> {
    const conflicts = await this.devices.findConflicts(
      PLATFORM_WIDE,
      { imei: device.imei, iccid: device.iccid, phone: device.phone },
      device.id,
    );
    if (conflicts.some((other) => other.imei === device.imei)) {
      throw new DomainError(ErrorCode.IMEI_ALREADY_EXISTS, 'a device with this IMEI already exists', { field: 'imei' });
    }
    if (device.iccid !== '' && conflicts.some((other) => other.iccid === device.iccid)) {
      throw new DomainError(ErrorCode.ICCID_ALREADY_EXISTS, 'a device with this ICCID already exists', {
        field: 'iccid',
      });
    }
    if (device.phone !== '' && conflicts.some((other) => other.phone === device.phone)) {
      throw new DomainError(ErrorCode.PHONE_ALREADY_EXISTS, 'a device with this phone number already exists', {
        field: 'phone',
      });
    }
  }
}
