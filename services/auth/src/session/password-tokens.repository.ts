import { BaseRepository } from '@fleetlog/database';
import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { PasswordTokenEntity } from './password-token.entity';

// Tokens are not tenant data: they are found by their hash, which only the holder of the e-mailed link knows.
@Injectable()
export class PasswordTokensRepository extends BaseRepository<PasswordTokenEntity> {
  findByHash(tokenHash: string): Promise<PasswordTokenEntity | null> {
    return this.em.findOne(PasswordTokenEntity, { tokenHash });
  }

  /** Row-locked read inside a transaction, so two concurrent redemptions cannot both succeed. */
  findByHashForUpdate(tokenHash: string): Promise<PasswordTokenEntity | null> {
    return this.em.findOne(PasswordTokenEntity, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Marks every other outstanding token of the user used, so an older link cannot undo a reset. */
  async invalidateOutstanding(userId: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(PasswordTokenEntity, { userId, usedAt: null }, { usedAt: now });
  }
}
