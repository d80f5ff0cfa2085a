import { Module } from '@nestjs/common';

import { AvlLogController } from './avl-log.controller';
import { PrivatePackets } from './private-packets';

/** The AVL log route; the devices and journal clients are global (app.module). */
@Module({ controllers: [AvlLogController], providers: [PrivatePackets] })
export class AvlLogModule {}
