import { Global, Module } from '@nestjs/common';

import { CallerService } from './caller.service';

/**
 * Callers resolved from the read models of @fleetlog/access (the kit loads them: `access: true` in service.ts; no
 * call to auth per request): the organisation tree and the users' current roles.
 */
@Global()
@Module({ providers: [CallerService], exports: [CallerService] })
export class AccessModule {}
