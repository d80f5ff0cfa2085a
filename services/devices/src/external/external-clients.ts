import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { callProvider, type ProviderConfig, type ProviderRequest, refused, stringField } from './provider-http';

type ProviderName = 'SIM' | 'SMS' | 'FOTA';

/** A client of one external provider, configured by `<NAME>_API_URL`, `<NAME>_API_KEY` and EXTERNAL_TIMEOUT_MS. */
@Injectable()
abstract class ProviderClient {
  protected abstract readonly name: ProviderName;

  constructor(@Inject(DEVICES_CONFIG) private readonly config: DevicesConfig) {}

  private get provider(): ProviderConfig {
    return {
      name: this.name,
      baseUrl: this.config[`${this.name}_API_URL`],
      apiKey: this.config[`${this.name}_API_KEY`],
      timeoutMs: this.config.EXTERNAL_TIMEOUT_MS,
    };
  }

  /** The response body; a 404 is `notFound()` when given, any other 4xx the provider refusing the request. */
  protected async call(request: ProviderRequest, notFound?: () => DomainError): Promise<unknown> {
    const provider = this.provider;
    const { status, json } = await callProvider(provider, request);
    if (status === 404 && notFound) throw notFound();
    if (status >= 400) throw refused(provider, status);
    return json;
  }
}

/**
 * The SIM provider: `GET {SIM_API_URL}/sims/{iccid}` → `{ iccid, msisdn }` (phone in E.164). 404 means the provider
 * does not know the ICCID, which the UI shows as MISSING_ICCID.
 */
@Injectable()
export class SimClient extends ProviderClient {
  protected readonly name = 'SIM';

  async phoneByIccid(iccid: string): Promise<string> {
    const json = await this.call(
      { method: 'GET', path: `/sims/${encodeURIComponent(iccid)}` },
      () => new DomainError(ErrorCode.NOT_FOUND, 'ICCID unknown to the SIM provider', { reason: 'MISSING_ICCID' }),
    );
    const phone = stringField(json, 'msisdn', 'phone');
    if (phone === '')
      throw new DomainError(ErrorCode.INTERNAL, 'SIM provider sent no phone number', { provider: 'SIM' });
    return phone;
  }
}

/** The connectivity provider's SMS: `POST {SMS_API_URL}/messages {to, text}` → `{ id }`. */
@Injectable()
export class SmsClient extends ProviderClient {
  protected readonly name = 'SMS';

  async send(to: string, text: string): Promise<string> {
    const json = await this.call({ method: 'POST', path: '/messages', body: { to, text } });
    return stringField(json, 'id', 'messageId');
  }
}

export interface FirmwareInfo {
  currentFirmware: string;
  currentConfiguration: string;
}

/** The firmware-update (FOTA) service: `GET {FOTA_API_URL}/devices/{imei}` → `{ current_firmware, current_configuration }`. */
@Injectable()
export class FotaClient extends ProviderClient {
  protected readonly name = 'FOTA';

  async deviceConfiguration(imei: string): Promise<FirmwareInfo> {
    const json = await this.call(
      { method: 'GET', path: `/devices/${encodeURIComponent(imei)}` },
      () => new DomainError(ErrorCode.DEVICE_MISSING, 'IMEI unknown to the firmware service'),
    );
    return {
      currentFirmware: stringField(json, 'current_firmware'),
      currentConfiguration: stringField(json, 'current_configuration'),
    };
  }
}
