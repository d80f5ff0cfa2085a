import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Request, Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonBody, ApiJsonResponse, ApiNoContent } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
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
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password',
    description:
      'Also sets the refresh-token cookie (HttpOnly, SameSite=Strict, Path=/api/session) that ' +
      'POST /api/session/refresh exchanges for a new access token.',
  })
  @ApiJsonBody(LoginBodySchema)
  @ApiJsonResponse(LoginResponseSchema)
  @ApiErrors(400, 401, 403, 415, 429)
  async login(
    @Body(new ZodValidationPipe(LoginBodySchema)) body: LoginBody,
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
  @ApiOperation({ summary: 'The current user with the organisations they know and their module flags' })
  @ApiJsonResponse(CurrentUserSchema)
  @ApiErrors(403, 404)
  async currentUser(@Caller() caller: CallerContext): Promise<CurrentUserJson> {
    const current = await this.grpc.call(caller, (metadata) => this.grpc.auth.getCurrentUser({}, metadata));
    if (!current.user) throw new DomainError(ErrorCode.USER_MISSING, 'Current user not found');
    const user = await this.driverVehicles.oneWithVehicles(caller, current.user);
    return { user, organizations: (current.organizations ?? []).map(toUserOrganizationJson) };
  }

  @Get('session')
  @ApiAuthenticated()
  @ApiOperation({ summary: 'The verified claims of the access token' })
  @ApiJsonResponse(SessionSchema)
  session(@Caller() caller: CallerContext): SessionJson {
    const { userId, organizationId, roles, token } = caller.principal;
    return { userId, organizationId, roles, expiresAtMs: tokenExpiryMs(token) };
  }

  @Public()
  @Get('control')
  @ApiOperation({ summary: 'Liveness of the API as the web app sees it, with the server version' })
  @ApiJsonResponse(ControlSchema)
  control(): { status: 'ok'; version: string } {
    return { status: 'ok', version: this.config.version };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mail a password-reset link; answers 204 whether or not the address is known' })
  @ApiJsonBody(PasswordResetBodySchema)
  @ApiNoContent()
  @ApiErrors(400, 415, 429)
  async requestPasswordReset(
    @Body(new ZodValidationPipe(PasswordResetBodySchema)) body: PasswordResetBody,
  ): Promise<void> {
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
  @HttpCode(204)
  @ApiOperation({ summary: 'Check a password-reset or invitation token before showing the new-password form' })
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  @ApiNoContent('The token is valid')
  @ApiErrors(400, 401)
  async validatePasswordToken(
    @Query(new ZodValidationPipe(PasswordTokenQuerySchema, missingToken)) query: PasswordTokenQuery,
  ): Promise<void> {
    await this.grpc.call(undefined, (metadata) =>
      this.grpc.auth.validatePasswordToken({ token: query.token }, metadata),
    );
  }

  @Public()
  @Patch('auth/reset-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set a new password with a reset or invitation token (single use)' })
  @ApiJsonBody(ResetPasswordBodySchema)
  @ApiNoContent('Password changed')
  @ApiErrors(400, 401, 415)
  async resetPassword(
    @Body(new ZodValidationPipe(ResetPasswordBodySchema, missingToken)) body: ResetPasswordBody,
  ): Promise<void> {
    await this.grpc.call(undefined, (metadata) => this.grpc.auth.resetPassword(body, metadata));
  }
}
