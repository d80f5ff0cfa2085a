import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ServiceKey } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { Public } from '../common/access.decorators';
import { ApiErrors } from '../common/openapi';
import { ReportsGrpcClient } from '../reports-client/reports-grpc.client';
import { sendReportFile } from './report-download';

/**
 * A mailed report too large to attach: public (the recipient may have no account), the signed token is the
 * credential, the reports service checks its signature and expiry. Nothing else is reachable with it.
 */
@ApiTags('reports')
@Controller('api')
export class ReportFilesController {
  constructor(
    private readonly reports: ReportsGrpcClient,
    @Inject(ServiceKey) private readonly serviceKey: ServiceKey,
  ) {}

  @Public()
  @Get('report-files/:token')
  @ApiOperation({ summary: 'A mailed report behind its signed, expiring link' })
  @ApiParam({ name: 'token', description: 'The link token from the mail' })
  @ApiProduces('application/pdf', 'text/csv')
  @ApiErrors(404)
  async file(@Param('token') token: string, @Res() response: Response): Promise<void> {
    if (!/^[0-9A-Za-z._-]{1,120}$/.test(token)) {
      throw new DomainError(ErrorCode.REPORT_FILE_EXPIRED, 'the link has expired or is not valid');
    }
    const stream = await this.reports.reportFile(token, this.serviceKey.metadata());
    await sendReportFile(stream, response);
  }
}
