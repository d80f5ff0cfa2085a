import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';

// Readiness must answer quickly even when auth hangs; orchestrators probe often.
const READY_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly grpc: AuthGrpcClient) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  @ApiResponse({ status: 200, description: 'Alive' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'The BFF can serve requests: the auth service answers over gRPC' })
  @ApiResponse({ status: 200, description: 'Ready' })
  @ApiResponse({ status: 503, description: 'Auth service unreachable' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<{ status: string; auth: string }> {
    try {
      await this.grpc.call(undefined, (metadata) => this.grpc.auth.getVerificationKeys({}, metadata), READY_TIMEOUT_MS);
      return { status: 'ok', auth: 'ok' };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', auth: 'unreachable' };
    }
  }
}
