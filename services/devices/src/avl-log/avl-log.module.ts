import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { AvlLogController } from './avl-log.controller';
import { AvlLogRepository } from './avl-log.repository';

/** The AVL log (gRPC AvlLogService): reads devices.avl_packets, which the telemetry ingest writes. */
@Module({
  imports: [KitOrmModule.forFeature([AvlLogRepository])],
  controllers: [AvlLogController],
})
export class AvlLogModule {}
