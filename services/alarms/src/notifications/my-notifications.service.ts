import type { Caller } from '@fleetlog/access';
import { type alarmsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { findPeriod, periodMessage } from '../periods/periods.repository';
import { inAppOf, markRead } from './notifications.repository';

const DEFAULT_LIMIT = 50;

/**
 * The header's bell: the caller's own in-app notifications (a user named in an alarm's pushNotificationUserIds), with
 * the period each is about. Only ever the caller's: the user id comes from the token, never from the request.
 */
@Injectable()
export class MyNotificationsService {
  constructor(private readonly em: EntityManager) {}

  async list(caller: Caller, limit: number): Promise<alarmsV1.MyNotifications> {
    const em = this.em.fork();
    const { rows, unread } = await inAppOf(
      em,
      caller.principal.userId,
      Math.min(Math.max(limit || DEFAULT_LIMIT, 1), 200),
    );
    const notifications: alarmsV1.MyNotification[] = [];
    for (const row of rows) {
      const period = await findPeriod(em, row.periodId);
      if (!period) continue;
      notifications.push({
        notificationId: row.id,
        kind: row.kind,
        read: row.read,
        createdTsMs: row.createdMs,
        period: periodMessage(period, caller.principal.userId),
      });
    }
    return { notifications, unread };
  }

  async markRead(caller: Caller, ids: readonly number[]): Promise<alarmsV1.MyNotifications> {
    if (ids.length > 1_000 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'notificationIds: at most 1,000 positive ids');
    }
    await markRead(this.em.fork(), caller.principal.userId, ids);
    return this.list(caller, DEFAULT_LIMIT);
  }
}
