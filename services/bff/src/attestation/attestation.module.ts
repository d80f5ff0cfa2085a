import { Module } from '@nestjs/common';

import { AttestationController } from './attestation.controller';

/** The attestation routes; the journal client is global (app.module). */
@Module({ controllers: [AttestationController] })
export class AttestationModule {}
