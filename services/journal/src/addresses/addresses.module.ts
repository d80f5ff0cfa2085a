import { Module } from '@nestjs/common';

import { AddressResolverService } from './address-resolver.service';

@Module({ providers: [AddressResolverService], exports: [AddressResolverService] })
export class AddressesModule {}
