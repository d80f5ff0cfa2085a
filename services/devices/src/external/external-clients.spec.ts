import { ErrorCode } from '@fleetlog/contracts';

import { STAND_IN_KEY, type StandInProviders, startStandInProviders } from '../../test/support/stand-in-providers';
import type { DevicesConfig } from '../config';
import { FotaClient, SimClient, SmsClient } from './external-clients';

// Builder: the part of the config the clients read.
function config(overrides: Partial<DevicesConfig> = {}): DevicesConfig {
  return { EXTERNAL_TIMEOUT_MS: 5000, ...overrides } as DevicesConfig;
}

async function codeOf(work: Promise<unknown>): Promise<ErrorCode | 'OK'> {
  try {
    await work;
    return 'OK';
  } catch (error) {
    return (error as { code: ErrorCode }).code;
  }
}

describe('external provider clients', () => {
  let providers: StandInProviders;
  let configured: DevicesConfig;

  beforeAll(async () => {
    providers = await startStandInProviders();
    configured = config({
      SIM_API_URL: providers.url,
      SIM_API_KEY: STAND_IN_KEY,
      SMS_API_URL: `${providers.url}/`,
      SMS_API_KEY: STAND_IN_KEY,
      FOTA_API_URL: providers.url,
      FOTA_API_KEY: STAND_IN_KEY,
    });
  });
  afterAll(() => providers.close());

  describe(SimClient.name, () => {
    it('returns the phone of a known ICCID, sending the API key', async () => {
      providers.sims.set('894600000000000001', '+46701112233');
      expect(await new SimClient(configured).phoneByIccid('894600000000000001')).toBe('+46701112233');
      expect(providers.requests.at(-1)).toMatchObject({ path: '/sims/894600000000000001', apiKey: STAND_IN_KEY });
    });
    it('says NOT_FOUND (MISSING_ICCID) for an unknown ICCID', async () => {
      expect(await codeOf(new SimClient(configured).phoneByIccid('894600000000000999'))).toBe(ErrorCode.NOT_FOUND);
    });
    it('says INTERNAL when the provider refuses the key', async () => {
      const client = new SimClient(config({ SIM_API_URL: providers.url, SIM_API_KEY: 'wrong' }));
      expect(await codeOf(client.phoneByIccid('894600000000000001'))).toBe(ErrorCode.INTERNAL);
    });
    it('says SERVICE_NOT_CONFIGURED without a URL', async () => {
      expect(await codeOf(new SimClient(config()).phoneByIccid('894600000000000001'))).toBe(
        ErrorCode.SERVICE_NOT_CONFIGURED,
      );
    });
  });

  describe(SmsClient.name, () => {
    it('posts the message and returns the provider id', async () => {
      const id = await new SmsClient(configured).send('+46701112233', 'getinfo');
      expect(id).toMatch(/^msg-/);
      expect(providers.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/messages',
        body: { to: '+46701112233', text: 'getinfo' },
      });
    });
    it('says SERVICE_NOT_CONFIGURED without a URL', async () => {
      expect(await codeOf(new SmsClient(config()).send('+46701112233', 'getinfo'))).toBe(
        ErrorCode.SERVICE_NOT_CONFIGURED,
      );
    });
  });

  describe(FotaClient.name, () => {
    it('returns firmware and configuration of a known IMEI', async () => {
      providers.firmware.set('350000000000999', { current_firmware: '03.28.07', current_configuration: 'fleet-v2' });
      expect(await new FotaClient(configured).deviceConfiguration('350000000000999')).toEqual({
        currentFirmware: '03.28.07',
        currentConfiguration: 'fleet-v2',
      });
    });
    it('says DEVICE_MISSING for an IMEI the service does not know', async () => {
      expect(await codeOf(new FotaClient(configured).deviceConfiguration('350000000000998'))).toBe(
        ErrorCode.DEVICE_MISSING,
      );
    });
    it('says INTERNAL when the service is unreachable', async () => {
      const client = new FotaClient(config({ FOTA_API_URL: 'http://127.0.0.1:1', EXTERNAL_TIMEOUT_MS: 2000 }));
      expect(await codeOf(client.deviceConfiguration('350000000000999'))).toBe(ErrorCode.INTERNAL);
    });
    it('says SERVICE_NOT_CONFIGURED without a URL', async () => {
      expect(await codeOf(new FotaClient(config()).deviceConfiguration('350000000000999'))).toBe(
        ErrorCode.SERVICE_NOT_CONFIGURED,
      );
    });
  });
});
