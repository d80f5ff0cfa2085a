import { applyDecorators, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';
import { Endpoint } from '../common/endpoint';
import { BFF_CONFIG, type BffConfig } from '../config';
import {
  assertSameSite,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  SESSION_HEADER,
} from './refresh-cookie';
import { LoginResponseSchema } from './session.schemas';

/** A route whose credential is the refresh-token cookie, sent with the app's header. */
const RefreshCookieRoute = (): MethodDecorator =>
  applyDecorators(
    Public(),
    ApiCookieAuth('refreshCookie'),
    ApiHeader({
      name: SESSION_HEADER,
      required: true,
      description: 'Must be `1`: proves the request comes from the web app itself (a cross-site page cannot send it)',
      schema: { type: 'string', enum: ['1'] },
    }),
  );

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

  @Post('refresh')
  @Endpoint('A new access token for the refresh-token cookie; the cookie is rotated (single use)', {
    description:
      'Answers 401 UNAUTHENTICATED (and clears the cookie) when the cookie is missing, expired, revoked or ' +
      're-used, or the user is archived, deleted or has changed password since the login.',
    ok: LoginResponseSchema,
    errors: [401],
  })
  @RefreshCookieRoute()
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

  @Post('logout')
  @Endpoint('Revoke the refresh-token cookie (its whole login) and clear it', {
    noContent: 'Logged out',
    errors: [401],
  })
  @RefreshCookieRoute()
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    assertSameSite(request, this.config.publicUrl);
    const refreshToken = readRefreshCookie(request);
    clearRefreshCookie(response, this.config.sessionCookieSecure);
    if (refreshToken) {
      await this.grpc.call(undefined, (metadata) => this.grpc.auth.logout({ refreshToken }, metadata));
    }
  }
}
