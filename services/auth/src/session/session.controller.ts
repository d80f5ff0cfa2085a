import { authV1, commonV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RefreshTokensService } from './refresh-tokens.service';

const EMPTY: commonV1.Empty = {};

// Login, Refresh, Logout and the password-reset calls are public (Refresh and Logout carry the refresh token); GetCurrentUser verifies the caller's token like every other RPC.
@Controller()
@authV1.AuthServiceControllerMethods()
export class SessionController implements authV1.AuthServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly logins: LoginService,
    private readonly resets: PasswordResetService,
    private readonly refreshTokens: RefreshTokensService,
  ) {}

  login(request: authV1.LoginRequest): Promise<authV1.LoginResponse> {
    return this.logins.login(request);
  }

  async getCurrentUser(_request: commonV1.Empty, metadata?: Metadata): Promise<authV1.CurrentUser> {
    return this.logins.currentUser(await this.callers.resolve(metadata));
  }

  async requestPasswordReset(request: authV1.PasswordResetRequest): Promise<commonV1.Empty> {
    await this.resets.requestReset(request);
    return EMPTY;
  }

  async validatePasswordToken(request: authV1.TokenRequest): Promise<commonV1.Empty> {
    await this.resets.validateToken(request.token);
    return EMPTY;
  }

  async resetPassword(request: authV1.ResetPasswordRequest): Promise<commonV1.Empty> {
    await this.resets.resetPassword(request);
    return EMPTY;
  }

  refresh(request: authV1.RefreshRequest): Promise<authV1.LoginResponse> {
    return this.refreshTokens.refresh(request.refreshToken);
  }

  async logout(request: authV1.LogoutRequest): Promise<commonV1.Empty> {
    await this.refreshTokens.logout(request.refreshToken);
    return EMPTY;
  }

  getVerificationKeys(): authV1.VerificationKeys {
    return this.logins.verificationKeys();
  }
}
