import type { EntityManager } from '@mikro-orm/postgresql';

import type { Schedule, ScheduleDay, ScheduleTripType } from './schedule-rules';

/** Users' work schedules (table `work_schedules`); a user without a row has the default, not activated. */
export class WorkSchedulesRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: number, forUpdate = false): Promise<Schedule | undefined> {
    const [row] = await this.em.execute<Array<{ trip_type: ScheduleTripType; days: ScheduleDay[] }>>(
      `select "trip_type", "days" from "journal"."work_schedules" where "user_id" = ?${forUpdate ? ' for update' : ''}`,
      [userId],
    );
    return row && { tripType: row.trip_type, days: row.days };
  }

  /** Creates the schedule unless the user has one; answers whether it did. */
  async create(userId: number, schedule: Schedule, by: number): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into "journal"."work_schedules" ("user_id", "trip_type", "days", "updated_by")
       values (?, ?, ?::jsonb, ?) on conflict ("user_id") do nothing returning "user_id"`,
      [userId, schedule.tripType, JSON.stringify(schedule.days), by],
    );
    return rows.length > 0;
  }

  async update(userId: number, schedule: Schedule, by: number): Promise<void> {
    await this.em.execute(
      `update "journal"."work_schedules" set "trip_type" = ?, "days" = ?::jsonb, "updated_by" = ?, "updated_at" = now()
       where "user_id" = ?`,
      [schedule.tripType, JSON.stringify(schedule.days), by, userId],
    );
  }

  async delete(userId: number): Promise<void> {
    await this.em.execute(`delete from "journal"."work_schedules" where "user_id" = ?`, [userId]);
  }
}
