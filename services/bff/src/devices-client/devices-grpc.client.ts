import { Injectable } from '@nestjs/common';
import { devicesV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The devices service (inventory, installations, external SIM/SMS/firmware). */
@Injectable()
export class DevicesGrpcClient extends GrpcClient<{
  devices: devicesV1.DevicesServiceClient;
  external: devicesV1.DeviceExternalServiceClient;
  positions: devicesV1.PositionsServiceClient;
  commands: devicesV1.DeviceCommandsServiceClient;
  avlLog: devicesV1.AvlLogServiceClient;
}>('devices', {
  devices: devicesV1.DEVICES_SERVICE_NAME,
  external: devicesV1.DEVICE_EXTERNAL_SERVICE_NAME,
  positions: devicesV1.POSITIONS_SERVICE_NAME,
  commands: devicesV1.DEVICE_COMMANDS_SERVICE_NAME,
  avlLog: devicesV1.AVL_LOG_SERVICE_NAME,
}) {}
