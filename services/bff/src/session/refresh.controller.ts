import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';
import { ApiErrors, ApiJsonResponse, ApiNoContent } from '../common/openapi';
import { BFF_CONFIG, type BffConfig } from '../config';
import {
  assertSameSite,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  SESSION_HEADER,
} from './refresh-cookie';
import { LoginResponseSchema } from './session.schemas';

const SessionHeader = ApiHeader({
  name: SESSION_HEADER,
  required: true,
  description: 'Must be `1`: proves the request comes from the web app itself (a cross-site page cannot send it)',
  schema: { type: 'string', enum: ['1'] },
});

/**
 * The refresh-token cookie's routes. Public: the access token may already have expired, the cookie is the
 * credential. Both refuse cross-site requests (SameSite=Strict cookie, the app's header, Origin).
 */
@ApiTags('session')
@Controller('api/session')
export class RefreshController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new access token for the refresh-token cookie; the cookie is rotated (single use)',
    description:
      'Answers 401 UNAUTHENTICATED (and clears the cookie) when the cookie is missing, expired, revoked or ' +
      're-used, or the user is archived, deleted or has changed password since the login.',
  })
  @ApiCookieAuth('refreshCookie')
  @SessionHeader
  @ApiJsonResponse(LoginResponseSchema)
  @ApiErrors(401)
  async refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ token: string; expiresAtMs: number }> {
    assertSameSite(request, this.config.publicUrl);
    try {
      const session = await this.grpc.call(undefined, (metadata) =>
        this.grpc.auth.refresh({ refreshToken: readRefreshCookie(request) }, metadata),
      );
      setRefreshCookie(response, session.refreshToken, session.refreshExpiresAtMs, this.config.sessionCookieSecure);
      return { token: session.token, expiresAtMs: session.expiresAtMs };
    } catch (error) {
      // A refused cookie is useless; dropping it spares the browser further attempts.
      clearRefreshCookie(response, this.config.sessionCookieSecure);
      throw error;
    }
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the refresh-token cookie (its whole login) and clear it' })
  @ApiCookieAuth('refreshCookie')
  @SessionHeader
  @ApiNoContent('Logged out')
  @ApiErrors(401)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    assertSameSite(request, this.config.publicUrl);
    const refreshToken = readRefreshCookie(request);
    clearRefreshCookie(response, this.config.sessionCookieSecure);
    if (refreshToken) {
      await this.grpc.call(undefined, (metadata) => this.grpc.auth.logout({ refreshToken }, metadata));
    }
  }
}
