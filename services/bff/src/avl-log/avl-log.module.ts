import { Module } from '@nestjs/common';

import { AvlLogController } from './avl-log.controller';

/** The AVL log route; the devices client is global (app.module). */
@Module({ controllers: [AvlLogController] })
export class AvlLogModule {}
