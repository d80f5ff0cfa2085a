import { Global, Module } from '@nestjs/common';

import { AuthDirectory } from './auth-directory';
import { CallerService } from './caller.service';

/**
 * Callers resolved from the read models of @fleetlog/access (the kit loads them: `access: true` in service.ts; no
 * call to auth per request): the organisation tree and the users' current roles.
 */
@Global()
@Module({ providers: [AuthDirectory, CallerService], exports: [CallerService, AuthDirectory] })
export class AccessModule {}
