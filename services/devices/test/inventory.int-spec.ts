import { devicesV1 } from '@fleetlog/contracts';
import { demoRoot, useBeforeAll } from '@fleetlog/testing';
import type { Observable } from 'rxjs';

import { RPC_REQUIREMENTS, type DevicesRpc } from '../src/access/permissions';
import { as, call, codeOf, errorOf, useDevicesHarness } from './support/devices-harness';
import { addUnit, createTenant, unitInput, uniqueDigits } from './support/tenants';

// auth runs as a child process; fleet is not needed here (no vehicle is involved).
describe('devices inventory over gRPC', () => {
  const h = useDevicesHarness();
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const b = useBeforeAll(() => createTenant(h, root.token));

  describe('permission matrix', () => {
    let device: devicesV1.Device;
    beforeAll(async () => {
      device = await addUnit(h, root.token, a.organizationId);
    });

    // One call per RPC against tenant A's device; the matrix asserts who gets past the role gate.
    const calls: Record<DevicesRpc, (token: string) => Observable<unknown>> = {
      listDevices: (t) => h.devices.listDevices({ search: '', organizationIds: [], tab: 0 }, as(t)),
      adminListDevices: (t) => h.devices.adminListDevices({ search: '', organizationIds: [], tab: 0 }, as(t)),
      getDevice: (t) => h.devices.getDevice({ id: device.id }, as(t)),
      addDevice: (t) => h.devices.addDevice(unitInput(), as(t)),
      updateDevice: (t) => h.devices.updateDevice({ deviceId: device.id, physicalLocation: 'hylla 3' }, as(t)),
      connectDevice: (t) => h.devices.connectDevice({ deviceId: device.id, organizationId: a.organizationId }, as(t)),
      changeDeviceOrganization: (t) =>
        h.devices.changeDeviceOrganization(
          { deviceId: device.id, organizationId: a.organizationId, familyWarningAcknowledged: false },
          as(t),
        ),
      retireDevice: (t) => h.devices.retireDevice({ id: device.id }, as(t)),
      unretireDevice: (t) => h.devices.unretireDevice({ id: device.id }, as(t)),
      installDevice: (t) => h.devices.installDevice({ deviceId: device.id, vehicleId: 999_999_999 }, as(t)),
      uninstallDevice: (t) => h.devices.uninstallDevice({ id: device.id }, as(t)),
      moveDevice: (t) => h.devices.moveDevice({ deviceId: device.id, targetVehicleId: 999_999_999 }, as(t)),
      getVehicleDevice: (t) => h.devices.getVehicleDevice({ vehicleId: 999_999_999 }, as(t)),
      listInstallations: (t) => h.devices.listInstallations({ deviceId: device.id }, as(t)),
      planFutureDevice: (t) => h.devices.planFutureDevice({ vehicleId: 999_999_999, imei: device.imei }, as(t)),
      cancelFutureDevice: (t) => h.devices.cancelFutureDevice({ vehicleId: 999_999_999 }, as(t)),
      listFutureDevices: (t) => h.devices.listFutureDevices({}, as(t)),
      updateSmsControl: (t) =>
        h.devices.updateSmsControl({ deviceId: device.id, history: [], historyCheckFailed: true }, as(t)),
      lookupPhone: (t) => h.external.lookupPhone({ iccid: '894600000000000001' }, as(t)),
      getFirmware: (t) => h.external.getFirmware({ imei: device.imei }, as(t)),
      sendSmsCommand: (t) => h.external.sendSmsCommand({ deviceId: device.id, command: 'getinfo' }, as(t)),
    };
    const rpcs = Object.keys(calls) as DevicesRpc[];
    const ROLE_ERRORS = ['ROOT_REQUIRED', 'ROOT_OR_ADMIN_REQUIRED', 'UNAUTHENTICATED'];

    it('refuses a DRIVER on every RPC with the role code', async () => {
      for (const rpc of rpcs) {
        const expected = RPC_REQUIREMENTS[rpc] === 'ADMIN' ? 'ROOT_OR_ADMIN_REQUIRED' : 'ROOT_REQUIRED';
        expect([rpc, await codeOf(calls[rpc](a.driver.token))]).toEqual([rpc, expected]);
      }
    });

    it('lets an ADMIN through the organisation-level RPCs only', async () => {
      for (const rpc of rpcs) {
        const code = await codeOf(calls[rpc](a.admin.token));
        if (RPC_REQUIREMENTS[rpc] === 'ADMIN') expect([rpc, ROLE_ERRORS.includes(code)]).toEqual([rpc, false]);
        else expect([rpc, code]).toEqual([rpc, 'ROOT_REQUIRED']);
      }
    });

    it('lets ROOT through every RPC', async () => {
      for (const rpc of rpcs) {
        expect([rpc, ROLE_ERRORS.includes(await codeOf(calls[rpc](root.token)))]).toEqual([rpc, false]);
      }
    });

    it('refuses calls without a valid token', async () => {
      expect(await codeOf(calls.listDevices('not-a-jwt'))).toBe('UNAUTHENTICATED');
    });
  });

  describe('tenancy', () => {
    it('never shows or changes a device of another organisation', async () => {
      const ofB = await addUnit(h, root.token, b.organizationId);
      const ofA = await addUnit(h, root.token, a.organizationId);
      const listed = await call(h.devices.listDevices({ search: '', organizationIds: [], tab: 0 }, as(a.admin.token)));
      const ids = listed.devices.map((device) => device.id);
      expect(ids).toContain(ofA.id);
      expect(ids).not.toContain(ofB.id);
      expect(listed.devices.every((device) => device.organizationId?.organizationId === a.organizationId)).toBe(true);
      // Issue 6 finding 7: a device of an organisation the caller cannot see answers exactly like a missing one.
      expect(await codeOf(h.devices.getDevice({ id: ofB.id }, as(a.admin.token)))).toBe('DEVICE_MISSING');
      expect(await codeOf(h.devices.listInstallations({ deviceId: ofB.id }, as(a.admin.token)))).toBe('DEVICE_MISSING');
      expect(await codeOf(h.devices.installDevice({ deviceId: ofB.id, vehicleId: 1 }, as(a.admin.token)))).toBe(
        'DEVICE_MISSING',
      );
      expect(await codeOf(h.devices.getDevice({ id: 987_654_321 }, as(a.admin.token)))).toBe('DEVICE_MISSING');
    });

    it('answers a foreign device id and a non-existent one identically', async () => {
      const ofB = await addUnit(h, root.token, b.organizationId);
      const failure = async (id: number) => {
        try {
          await call(h.devices.getDevice({ id }, as(a.admin.token)));
        } catch (error) {
          const { code, message, details } = error as { code: unknown; message: string; details: unknown };
          return { code, message, details };
        }
        throw new Error('the call succeeded');
      };
      expect(await failure(ofB.id)).toEqual(await failure(987_654_321));
    });

    it('refuses selecting or filtering by an organisation the caller cannot see, as if it did not exist', async () => {
      expect(
        await codeOf(
          h.devices.listDevices({ search: '', organizationIds: [], tab: 0 }, as(a.admin.token, b.organizationId)),
        ),
      ).toBe('ORGANIZATION_MISSING');
      expect(
        await codeOf(
          h.devices.listDevices({ search: '', organizationIds: [b.organizationId], tab: 0 }, as(a.admin.token)),
        ),
      ).toBe('ORGANIZATION_MISSING');
    });

    it('shows an admin the devices of its child organisations with their names', async () => {
      const child = await createTenant(h, root.token, a.organizationId);
      const ofChild = await addUnit(h, root.token, child.organizationId);
      const listed = await call(
        h.devices.listDevices(
          { search: ofChild.imei, organizationIds: [child.organizationId], tab: 0 },
          as(a.admin.token),
        ),
      );
      expect(listed.devices.map((device) => device.organizationId)).toEqual([
        { organizationId: child.organizationId, fullName: child.name },
      ]);
    });
  });

  describe('add unit', () => {
    it('stores every field and classifies the unit as stock', async () => {
      const input = unitInput({
        deviceType: 'fmc001',
        specifiedTimeOfDay: '0630',
        timestampStartOfUse: 1_700_000_000_000,
      });
      const device = await call(h.devices.addDevice(input, as(root.token)));
      expect(device).toMatchObject({
        imei: input.imei,
        iccid: input.iccid,
        phone: input.phone,
        deviceType: 'FMC001',
        isTracker: false,
        retired: false,
        specifiedTimeOfDay: '0630',
        timestampStartOfUse: 1_700_000_000_000,
        lifecycle: devicesV1.DeviceLifecycle.STOCK,
        classification: devicesV1.DeviceClass.UNASSIGNED,
        tab: devicesV1.DeviceTab.STOCK_TAB,
      });
      expect(device.organizationId).toBeUndefined();
      expect(device.id).toBe(device.deviceId);
    });

    it('accepts a battery tracker without ICCID and marks it as tracker', async () => {
      const device = await call(h.devices.addDevice(unitInput({ deviceType: 'TAT100', iccid: '' }), as(root.token)));
      expect(device).toMatchObject({ isTracker: true, iccid: '' });
    });

    it.each([
      [{ imei: '1234567890123' }, 'IMEI_LENGTH'],
      [{ imei: '12345678901234567' }, 'IMEI_LENGTH'],
      [{ imei: '12345678901234A' }, 'ONLY_DIGITS'],
      [{ iccid: '12345678901234567' }, 'ICCID_LENGTH'],
      [{ iccid: '12345678901234567890123' }, 'ICCID_LENGTH'],
      [{ iccid: '' }, 'MISSING_FIELDS'],
      [{ phone: '12345678' }, 'PHONE_LENGTH'],
      [{ phone: '07012x4567' }, 'ONLY_DIGITS'],
      [{ deviceType: 'XYZ123' }, 'MISFORMATTED_FIELDS'],
      [{ specifiedTimeOfDay: '2500' }, 'MISFORMATTED_FIELDS'],
    ])('refuses %j with %s', async (overrides, code) => {
      expect(await codeOf(h.devices.addDevice(unitInput(overrides), as(root.token)))).toBe(code);
    });

    it('refuses duplicates of IMEI, ICCID and phone', async () => {
      const first = await addUnit(h, root.token);
      expect(await codeOf(h.devices.addDevice(unitInput({ imei: first.imei }), as(root.token)))).toBe(
        'IMEI_ALREADY_EXISTS',
      );
      expect(await codeOf(h.devices.addDevice(unitInput({ iccid: first.iccid }), as(root.token)))).toBe(
        'ICCID_ALREADY_EXISTS',
      );
      expect(await codeOf(h.devices.addDevice(unitInput({ phone: first.phone }), as(root.token)))).toBe(
        'PHONE_ALREADY_EXISTS',
      );
    });

    it('refuses an organisation that does not exist', async () => {
      expect(await codeOf(h.devices.addDevice(unitInput({ organizationId: 987_654_321 }), as(root.token)))).toBe(
        'ORGANIZATION_MISSING',
      );
    });

    it('edits device type, ICCID and phone with the same validation', async () => {
      const device = await addUnit(h, root.token);
      const other = await addUnit(h, root.token);
      const iccid = uniqueDigits(22);
      const edited = await call(
        h.devices.updateDevice(
          { deviceId: device.id, deviceType: 'TAT100', iccid, physicalLocation: 'Lager B' },
          as(root.token),
        ),
      );
      expect(edited).toMatchObject({ deviceType: 'TAT100', isTracker: true, iccid, physicalLocation: 'Lager B' });
      expect(await codeOf(h.devices.updateDevice({ deviceId: device.id, phone: other.phone }, as(root.token)))).toBe(
        'PHONE_ALREADY_EXISTS',
      );
      expect(await codeOf(h.devices.updateDevice({ deviceId: device.id, iccid: '123' }, as(root.token)))).toBe(
        'ICCID_LENGTH',
      );
    });
  });

  describe('tabs and search', () => {
    it('counts stock, on the way and retired and filters by tab', async () => {
      const org = await createTenant(h, root.token);
      const onTheWay = await addUnit(h, root.token, org.organizationId);
      const retired = await addUnit(h, root.token, org.organizationId);
      await call(h.devices.retireDevice({ id: retired.id }, as(root.token)));
      const all = await call(
        h.devices.adminListDevices({ search: '', organizationIds: [org.organizationId], tab: 0 }, as(root.token)),
      );
      expect(all.counts).toEqual({ warnings: 0, stock: 0, onTheWay: 1, inDrive: 0, retired: 1 });
      const tab = await call(
        h.devices.adminListDevices(
          { search: '', organizationIds: [org.organizationId], tab: devicesV1.DeviceTab.ON_THE_WAY },
          as(root.token),
        ),
      );
      expect(tab.devices.map((device) => device.id)).toEqual([onTheWay.id]);
      expect(tab.devices[0].classification).toBe(devicesV1.DeviceClass.IN_STORAGE);
    });

    it('searches IMEI and phone from two characters on', async () => {
      const device = await addUnit(h, root.token);
      const byImei = await call(
        h.devices.adminListDevices({ search: device.imei.slice(-9), organizationIds: [], tab: 0 }, as(root.token)),
      );
      expect(byImei.devices.map((d) => d.id)).toContain(device.id);
      const byPhone = await call(
        h.devices.adminListDevices({ search: device.phone.slice(-8), organizationIds: [], tab: 0 }, as(root.token)),
      );
      expect(byPhone.devices.map((d) => d.id)).toEqual([device.id]);
    });
  });

  describe('organisation changes', () => {
    it('connects a stock unit to an organisation', async () => {
      const device = await addUnit(h, root.token);
      const connected = await call(
        h.devices.connectDevice({ deviceId: device.id, organizationId: a.organizationId }, as(root.token)),
      );
      expect(connected.organizationId).toEqual({ organizationId: a.organizationId, fullName: a.name });
      expect(connected.tab).toBe(devicesV1.DeviceTab.ON_THE_WAY);
      expect(
        await codeOf(
          h.devices.connectDevice({ deviceId: device.id, organizationId: b.organizationId }, as(root.token)),
        ),
      ).toBe('DIFFERENT_ORGANIZATIONS_DEVICE');
    });

    it('moves within the family tree without acknowledgement', async () => {
      const child = await createTenant(h, root.token, a.organizationId);
      const device = await addUnit(h, root.token, a.organizationId);
      const moved = await call(
        h.devices.changeDeviceOrganization(
          { deviceId: device.id, organizationId: child.organizationId, familyWarningAcknowledged: false },
          as(root.token),
        ),
      );
      expect(moved.organizationId?.organizationId).toBe(child.organizationId);
    });

    it('needs the family-tree acknowledgement for an unrelated organisation', async () => {
      const device = await addUnit(h, root.token, a.organizationId);
      const refused = await errorOf(
        h.devices.changeDeviceOrganization(
          { deviceId: device.id, organizationId: b.organizationId, familyWarningAcknowledged: false },
          as(root.token),
        ),
      );
      expect([refused.codeName, refused.details.reason]).toEqual(['MISSING_CLEARANCE', 'FAMILY_TREE']);
      const moved = await call(
        h.devices.changeDeviceOrganization(
          { deviceId: device.id, organizationId: b.organizationId, familyWarningAcknowledged: true },
          as(root.token),
        ),
      );
      expect(moved.organizationId?.organizationId).toBe(b.organizationId);
      expect(await codeOf(h.devices.getDevice({ id: device.id }, as(a.admin.token)))).toBe('DEVICE_MISSING');
    });
  });

  describe('retire, un-retire, uninstall and SMS control', () => {
    it('retires and un-retires a unit', async () => {
      const device = await addUnit(h, root.token, a.organizationId);
      const retired = await call(h.devices.retireDevice({ id: device.id }, as(root.token)));
      expect(retired).toMatchObject({ retired: true, tab: devicesV1.DeviceTab.RETIRED_TAB });
      expect(
        await codeOf(
          h.devices.connectDevice({ deviceId: device.id, organizationId: a.organizationId }, as(root.token)),
        ),
      ).toBe('DEVICE_RETIRED');
      const back = await call(h.devices.unretireDevice({ id: device.id }, as(root.token)));
      expect(back).toMatchObject({ retired: false, tab: devicesV1.DeviceTab.ON_THE_WAY });
    });

    it('refuses uninstalling a unit that is not installed', async () => {
      const device = await addUnit(h, root.token, a.organizationId);
      expect(await codeOf(h.devices.uninstallDevice({ id: device.id }, as(root.token)))).toBe('DEVICE_NOT_INSTALLED');
    });

    it('sets the SMS-control flag from the check history', async () => {
      const device = await addUnit(h, root.token, a.organizationId);
      const history = [
        { smsAck: true, ack: true },
        { smsAck: true, ack: true },
        { smsAck: true, ack: false },
        { smsAck: true, ack: false },
      ];
      const passed = await call(
        h.devices.updateSmsControl({ deviceId: device.id, history, historyCheckFailed: false }, as(root.token)),
      );
      expect(passed.smsControl).toBe(true);
      const short = await call(
        h.devices.updateSmsControl(
          { deviceId: device.id, history: history.slice(1), historyCheckFailed: false },
          as(root.token),
        ),
      );
      expect(short.smsControl).toBe(false);
      const failed = await call(
        h.devices.updateSmsControl({ deviceId: device.id, history, historyCheckFailed: true }, as(root.token)),
      );
      expect(failed.smsControl).toBe(false);
    });
  });
});
