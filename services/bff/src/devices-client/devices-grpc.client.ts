import { Injectable } from '@nestjs/common';
import { devicesV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The devices service (inventory, installations, external SIM/SMS/firmware). */
@Injectable()
export class DevicesGrpcClient extends GrpcClient<{
  devices: devicesV1.DevicesServiceClient;
  external: devicesV1.DeviceExternalServiceClient;
}>('devices', { devices: devicesV1.DEVICES_SERVICE_NAME, external: devicesV1.DEVICE_EXTERNAL_SERVICE_NAME }) {}
