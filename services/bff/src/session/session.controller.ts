import { Controller, Get, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Request, Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';
import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { ApiAuthenticated } from '../common/openapi';
import { BFF_CONFIG, type BffConfig } from '../config';
import { DriverVehiclesService } from '../users/driver-vehicles.service';
import { toUserOrganizationJson } from '../users/user.mapper';
import {
  ControlSchema,
  CurrentUserSchema,
  type CurrentUserJson,
  type LoginBody,
  LoginBodySchema,
  LoginResponseSchema,
  type PasswordResetBody,
  PasswordResetBodySchema,
  type PasswordTokenQuery,
  PasswordTokenQuerySchema,
  type ResetPasswordBody,
  ResetPasswordBodySchema,
  type SessionJson,
  SessionSchema,
} from './session.schemas';
import { setRefreshCookie } from './refresh-cookie';
import { tokenExpiryMs } from './token-expiry';

const missingToken = { missingCodes: { token: ErrorCode.MISSING_TOKEN } };

@ApiTags('session')
@Controller('api')
export class SessionController {
  constructor(
    private readonly grpc: AuthGrpcClient,
    private readonly driverVehicles: DriverVehiclesService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Public()
  @Post('auth')
  @Endpoint('Log in with e-mail and password', {
    description:
      'Also sets the refresh-token cookie (HttpOnly, SameSite=Strict, Path=/api/session) that ' +
      'POST /api/session/refresh exchanges for a new access token.',
    body: LoginBodySchema,
    ok: LoginResponseSchema,
    errors: [401, 403, 429],
  })
  async login(
    @ValidBody() body: LoginBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ token: string; expiresAtMs: number }> {
    // The address as Express sees it (honouring TRUST_PROXY) lets auth rate-limit guessing per address.
    const clientAddress = request.ip ?? request.socket.remoteAddress ?? '';
    const session = await this.grpc.call(undefined, (metadata) =>
      this.grpc.auth.login({ username: body.username, password: body.password, clientAddress }, metadata),
    );
    // The refresh token stays out of the body: the web app's JavaScript never sees it.
    setRefreshCookie(response, session.refreshToken, session.refreshExpiresAtMs, this.config.sessionCookieSecure);
    return { token: session.token, expiresAtMs: session.expiresAtMs };
  }

  @Get('auth')
  @ApiAuthenticated()
  @Endpoint('The current user with the organisations they know and their module flags', {
    ok: CurrentUserSchema,
    errors: [403, 404],
  })
  async currentUser(@Caller() caller: CallerContext): Promise<CurrentUserJson> {
    const current = await this.grpc.call(caller, (metadata) => this.grpc.auth.getCurrentUser({}, metadata));
    if (!current.user) throw new DomainError(ErrorCode.USER_MISSING, 'Current user not found');
    const user = await this.driverVehicles.oneWithVehicles(caller, current.user);
    return { user, organizations: (current.organizations ?? []).map(toUserOrganizationJson) };
  }

  @Get('session')
  @ApiAuthenticated()
  @Endpoint('The verified claims of the access token', { ok: SessionSchema })
  session(@Caller() caller: CallerContext): SessionJson {
    const { userId, organizationId, roles, token } = caller.principal;
    return { userId, organizationId, roles, expiresAtMs: tokenExpiryMs(token) };
  }

  @Public()
  @Get('control')
  @Endpoint('Liveness of the API as the web app sees it, with the server version', { ok: ControlSchema })
  control(): { status: 'ok'; version: string } {
    return { status: 'ok', version: this.config.version };
  }

  @Public()
  @Post('reset-password')
  @Endpoint('Mail a password-reset link; answers 204 whether or not the address is known', {
    body: PasswordResetBodySchema,
    noContent: 'Done',
    errors: [429],
  })
  async requestPasswordReset(@ValidBody() body: PasswordResetBody): Promise<void> {
    try {
      await this.grpc.call(undefined, (metadata) =>
        this.grpc.auth.requestPasswordReset({ email: body.email, linkBaseUrl: this.config.publicUrl }, metadata),
      );
    } catch (error) {
      // No account enumeration: an unknown or archived address looks exactly like a known one.
      const hidden = [ErrorCode.USER_MISSING, ErrorCode.USER_ARCHIVED];
      if (!(error instanceof DomainError && hidden.includes(error.code))) throw error;
    }
  }

  @Public()
  @Post('auth/validate-password-token')
  @Endpoint('Check a password-reset or invitation token before showing the new-password form', {
    query: PasswordTokenQuerySchema,
    noContent: 'The token is valid',
    errors: [401],
  })
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  async validatePasswordToken(@ValidQuery(missingToken) query: PasswordTokenQuery): Promise<void> {
    await this.grpc.call(undefined, (metadata) =>
      this.grpc.auth.validatePasswordToken({ token: query.token }, metadata),
    );
  }

  @Public()
  @Patch('auth/reset-password')
  @Endpoint('Set a new password with a reset or invitation token (single use)', {
    body: ResetPasswordBodySchema,
    noContent: 'Password changed',
    errors: [401],
  })
  async resetPassword(@ValidBody(missingToken) body: ResetPasswordBody): Promise<void> {
    await this.grpc.call(undefined, (metadata) => this.grpc.auth.resetPassword(body, metadata));
  }
}
