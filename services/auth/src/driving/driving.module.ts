import { Module } from '@nestjs/common';

import { TripChangedHandler } from './trip-changed.handler';

/** The users' lastSeenDriving from the journal's trips (consumer declared in service.ts). */
@Module({ providers: [TripChangedHandler] })
export class DrivingModule {}
