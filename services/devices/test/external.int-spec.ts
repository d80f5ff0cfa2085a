import { demoRoot, useBeforeAll } from '@fleetlog/testing';

import { as, call, codeOf, errorOf, useDevicesHarness } from './support/devices-harness';
import { STAND_IN_KEY, startStandInProviders } from './support/stand-in-providers';
import { addUnit, createTenant } from './support/tenants';

// SIM and SMS point at local stand-in servers; FOTA is left unconfigured on purpose.
describe('external SIM, SMS and firmware services over gRPC', () => {
  const providers = useBeforeAll(startStandInProviders, { close: (standIns) => standIns.close() });
  const h = useDevicesHarness(() => ({
    env: {
      SIM_API_URL: providers.url,
      SIM_API_KEY: STAND_IN_KEY,
      SMS_API_URL: providers.url,
      SMS_API_KEY: STAND_IN_KEY,
      FOTA_API_URL: '',
    },
  }));
  const root = useBeforeAll(() => demoRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root.token));

  it('looks the phone up by ICCID at the SIM provider', async () => {
    providers.sims.set('894600000000001234', '+46705556677');
    const found = await call(h.external.lookupPhone({ iccid: '894600000000001234' }, as(root.token)));
    expect(found).toEqual({ iccid: '894600000000001234', phone: '+46705556677' });
    expect(providers.requests.at(-1)).toMatchObject({ path: '/sims/894600000000001234', apiKey: STAND_IN_KEY });
  });

  it('reports an ICCID the provider does not know as NOT_FOUND / MISSING_ICCID and a bad one as ICCID_LENGTH', async () => {
    const missing = await errorOf(h.external.lookupPhone({ iccid: '894600000000009999' }, as(root.token)));
    expect([missing.codeName, missing.details.reason]).toEqual(['NOT_FOUND', 'MISSING_ICCID']);
    expect(await codeOf(h.external.lookupPhone({ iccid: '8946' }, as(root.token)))).toBe('ICCID_LENGTH');
  });

  it('sends an SMS command to a device of the admin organisation', async () => {
    const device = await addUnit(h, root.token, tenant.organizationId);
    const sent = await call(
      h.external.sendSmsCommand({ deviceId: device.id, command: 'getinfo' }, as(tenant.admin.token)),
    );
    expect(sent.messageId).toMatch(/^msg-/);
    expect(providers.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/messages',
      body: { to: device.phone, text: 'getinfo' },
    });
  });

  it('refuses an SMS command to another organisation device as if it did not exist', async () => {
    const other = await addUnit(h, root.token);
    expect(
      await codeOf(h.external.sendSmsCommand({ deviceId: other.id, command: 'getinfo' }, as(tenant.admin.token))),
    ).toBe('DEVICE_MISSING');
  });

  it('answers SERVICE_NOT_CONFIGURED for the firmware service without a URL', async () => {
    const device = await addUnit(h, root.token);
    const refused = await errorOf(h.external.getFirmware({ imei: device.imei }, as(root.token)));
    expect([refused.codeName, refused.details.provider]).toEqual(['SERVICE_NOT_CONFIGURED', 'FOTA']);
  });
});
