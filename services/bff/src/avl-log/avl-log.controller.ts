import { Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, SuperadminController, ValidQuery } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { PrivatePackets } from './private-packets';
import { type AvlLogQuery, AvlLogQuerySchema, type AvlPacketPageJson, AvlPacketPageSchema } from './avl-log.schemas';

/** The AVL log of the device back office (spec 03 §2 "AVL info", §5 GET /admin/avl/log): ROOT and HEXA only. */
@SuperadminController('admin devices', 'api/admin')
export class AvlLogController {
  constructor(
    private readonly devices: DevicesGrpcClient,
    private readonly privateTrips: PrivatePackets,
  ) {}

  @Get('avl/log')
  @Endpoint('Raw packets a device sent in a time range, 8 a page, newest first', {
    query: AvlLogQuerySchema,
    ok: AvlPacketPageSchema,
    errors: [404],
  })
  @ApiQuery({ name: 'imei', required: true, schema: { type: 'string', pattern: '^\\d{8,20}$' } })
  @ApiQuery({ name: 'start', required: true, description: 'Epoch ms, inclusive', schema: { type: 'integer' } })
  @ApiQuery({
    name: 'stop',
    required: true,
    description: 'Epoch ms, exclusive; at most 31 days after start',
    schema: { type: 'integer' },
  })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 0, default: 0 } })
  async log(@ValidQuery() query: AvlLogQuery, @Caller() caller: CallerContext): Promise<AvlPacketPageJson> {
    const answer = await this.devices.call(caller, (md) =>
      this.devices.avlLog.listAvlPackets(
        { imei: query.imei, startMs: query.start, stopMs: query.stop, page: query.page ?? 0 },
        md,
      ),
    );
    const packets = answer.packets ?? [];
    const withheld = await this.privateTrips.withheld(query.imei, packets, caller.principal.userId);
    return {
      packets: packets
        .filter((packet) => !withheld.has(packet))
        .map((packet) => ({
          receivedTsMs: packet.receivedTsMs,
          firstRecordTsMs: packet.firstRecordTsMs,
          codec: packet.codec,
          recordCount: packet.recordCount,
          transport: packet.transport,
          rawHex: packet.rawHex,
        })),
      privateWithheld: withheld.size,
      page: answer.page,
      pageSize: answer.pageSize,
      hasMore: answer.hasMore,
    };
  }
}
