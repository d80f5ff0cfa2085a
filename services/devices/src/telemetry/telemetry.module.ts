import { Module } from '@nestjs/common';

import { IngestService } from './ingest.service';

/**
 * The telemetry ingest: telemetry.positions.v1 into the positions store, the AVL log, the devices' status (and
 * devices.status.v1) and the latest position per vehicle in Redis (TelemetryRedisModule, global).
 */
@Module({ providers: [IngestService], exports: [IngestService] })
export class TelemetryModule {}
