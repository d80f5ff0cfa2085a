import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { callProvider, type ProviderConfig, refused, stringField } from './provider-http';

/**
 * The SIM provider: `GET {SIM_API_URL}/sims/{iccid}` → `{ iccid, msisdn }` (phone in E.164). 404 means the provider
 * does not know the ICCID, which the UI shows as MISSING_ICCID.
 */
@Injectable()
export class SimClient {
  private readonly provider: ProviderConfig;

  constructor(@Inject(DEVICES_CONFIG) config: DevicesConfig) {
    this.provider = {
      name: 'SIM',
      baseUrl: config.SIM_API_URL,
      apiKey: config.SIM_API_KEY,
      timeoutMs: config.EXTERNAL_TIMEOUT_MS,
    };
  }

  async phoneByIccid(iccid: string): Promise<string> {
    const { status, json } = await callProvider(this.provider, {
      method: 'GET',
      path: `/sims/${encodeURIComponent(iccid)}`,
    });
    if (status === 404) {
      throw new DomainError(ErrorCode.NOT_FOUND, 'ICCID unknown to the SIM provider', { reason: 'MISSING_ICCID' });
    }
    if (status >= 400) throw refused(this.provider, status);
    const phone = stringField(json, 'msisdn', 'phone');
    if (phone === '')
      throw new DomainError(ErrorCode.INTERNAL, 'SIM provider sent no phone number', { provider: 'SIM' });
    return phone;
  }
}

/** The connectivity provider's SMS: `POST {SMS_API_URL}/messages {to, text}` → `{ id }`. */
@Injectable()
export class SmsClient {
  private readonly provider: ProviderConfig;

  constructor(@Inject(DEVICES_CONFIG) config: DevicesConfig) {
    this.provider = {
      name: 'SMS',
      baseUrl: config.SMS_API_URL,
      apiKey: config.SMS_API_KEY,
      timeoutMs: config.EXTERNAL_TIMEOUT_MS,
    };
  }

  async send(to: string, text: string): Promise<string> {
    const { status, json } = await callProvider(this.provider, {
      method: 'POST',
      path: '/messages',
      body: { to, text },
    });
    if (status >= 400) throw refused(this.provider, status);
    return stringField(json, 'id', 'messageId');
  }
}

export interface FirmwareInfo {
  currentFirmware: string;
  currentConfiguration: string;
}

/** The firmware-update (FOTA) service: `GET {FOTA_API_URL}/devices/{imei}` → `{ current_firmware, current_configuration }`. */
@Injectable()
export class FotaClient {
  private readonly provider: ProviderConfig;

  constructor(@Inject(DEVICES_CONFIG) config: DevicesConfig) {
    this.provider = {
      name: 'FOTA',
      baseUrl: config.FOTA_API_URL,
      apiKey: config.FOTA_API_KEY,
      timeoutMs: config.EXTERNAL_TIMEOUT_MS,
    };
  }

  async deviceConfiguration(imei: string): Promise<FirmwareInfo> {
    const { status, json } = await callProvider(this.provider, {
      method: 'GET',
      path: `/devices/${encodeURIComponent(imei)}`,
    });
    if (status === 404) throw new DomainError(ErrorCode.DEVICE_MISSING, 'IMEI unknown to the firmware service');
    if (status >= 400) throw refused(this.provider, status);
    return {
      currentFirmware: stringField(json, 'current_firmware'),
      currentConfiguration: stringField(json, 'current_configuration'),
    };
  }
}
