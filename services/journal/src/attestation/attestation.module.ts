import { Module } from '@nestjs/common';

import { AttestationController } from './attestation.controller';

/** journal.v1.AttestationService; the caller resolver and the directory come from the kit's access module. */
@Module({ controllers: [AttestationController] })
export class AttestationModule {}
