import { Module } from '@nestjs/common';

import { VehicleCommandsController } from './vehicle-commands.controller';

/** Device commands from the vehicle and device screens; the devices client is global (app.module). */
@Module({ controllers: [VehicleCommandsController] })
export class VehicleCommandsModule {}
