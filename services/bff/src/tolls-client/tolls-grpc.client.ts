import { Injectable } from '@nestjs/common';
import { tollsV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The tolls service (passage overrides, restore and reset of a trip's tolls; the toll analyser's debug API). */
@Injectable()
export class TollsGrpcClient extends GrpcClient<{
  tolls: tollsV1.TollsServiceClient;
  analyser: tollsV1.TollAnalyserServiceClient;
}>('tolls', {
  tolls: tollsV1.TOLLS_SERVICE_NAME,
  analyser: tollsV1.TOLL_ANALYSER_SERVICE_NAME,
}) {}
