import { CallerResolver } from '@fleetlog/access';
import { devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isSuperadmin } from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { AVL_PAGE_SIZE, parseAvlLogRequest } from './avl-log-request';
import { AvlLogRepository } from './avl-log.repository';

/**
 * devices.v1.AvlLogService: the raw packets of a device (spec 03 §2 "AVL info", §5 GET /admin/avl/log). Only the
 * superadmin back office (ROOT/HEXA) reads it, so it is not scoped by organisation, and the role comes from the
 * read model (current roles), not from the token.
 */
@Controller()
@devicesV1.AvlLogServiceControllerMethods()
export class AvlLogController implements devicesV1.AvlLogServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly avlLog: AvlLogRepository,
  ) {}

  async listAvlPackets(request: devicesV1.ListAvlPacketsRequest, metadata?: Metadata): Promise<devicesV1.AvlPackets> {
    const caller = await this.callers.resolve(metadata);
    if (!isSuperadmin(caller.principal)) throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
    const query = parseAvlLogRequest(request);
    const deviceId = await this.avlLog.deviceIdByImei(query.imei);
    if (deviceId === undefined) throw new DomainError(ErrorCode.DEVICE_MISSING, 'no device with this imei');
    // One row more than a page tells whether another page follows without counting the whole range.
    const rows = await this.avlLog.page(
      deviceId,
      query.startMs,
      query.stopMs,
      query.page * AVL_PAGE_SIZE,
      AVL_PAGE_SIZE + 1,
    );
    return {
      packets: rows.slice(0, AVL_PAGE_SIZE).map((row) => ({
        receivedTsMs: row.receivedMs,
        firstRecordTsMs: row.firstRecordMs,
        codec: row.codec,
        recordCount: row.recordCount,
        transport: row.transport,
        rawHex: row.rawHex,
      })),
      page: query.page,
      pageSize: AVL_PAGE_SIZE,
      hasMore: rows.length > AVL_PAGE_SIZE,
    };
  }
}
