import { alarmsV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { GrpcClient } from '../common/grpc-client';

/** The alarms service (settings, geofences, periods and their acknowledgement). */
@Injectable()
export class AlarmsGrpcClient extends GrpcClient<{ alarms: alarmsV1.AlarmsServiceClient }>('alarms', {
  alarms: alarmsV1.ALARMS_SERVICE_NAME,
}) {}
