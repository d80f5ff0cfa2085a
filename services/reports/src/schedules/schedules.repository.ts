import { arrayLiteral } from '@fleetlog/database';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { ScheduleFields } from './schedule-fields';
import { ScheduleEntity } from './schedule.entity';

// The queries of report schedules and their runs. Every read of a caller's schedules takes the organisations it may
// see ('all' for ROOT and HEXA), so a schedule of another organisation is never found.

export type OrganizationScope = readonly number[] | 'all';

function scoped(scope: OrganizationScope): object {
  return scope === 'all' ? {} : { organizationId: { $in: [...scope] } };
}

export function listSchedules(
  em: EntityManager,
  scope: OrganizationScope,
  organizationId: number | null,
): Promise<ScheduleEntity[]> {
  const where = organizationId === null ? scoped(scope) : { $and: [scoped(scope), { organizationId }] };
  return em.find(ScheduleEntity, where, { orderBy: { id: 'asc' } });
}

export function findSchedule(em: EntityManager, scope: OrganizationScope, id: number): Promise<ScheduleEntity | null> {
  return em.findOne(ScheduleEntity, { $and: [scoped(scope), { id }] });
}

export async function insertSchedule(
  em: EntityManager,
  fields: ScheduleFields,
  createdBy: number,
): Promise<ScheduleEntity> {
  const schedule = em.create(ScheduleEntity, { ...fields, createdBy, createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
  return schedule;
}

export async function updateSchedule(
  em: EntityManager,
  schedule: ScheduleEntity,
  fields: ScheduleFields,
): Promise<void> {
  em.assign(schedule, fields);
  await em.flush();
}

export async function deleteSchedule(em: EntityManager, schedule: ScheduleEntity): Promise<void> {
  // The delivery log keeps what was sent; the runs go, so an id is never mistaken for a run already made.
  await em.execute(`delete from "reports"."schedule_runs" where "schedule_id" = ?`, [schedule.id]);
  await em.removeAndFlush(schedule);
}

/** Every schedule, for the clock (a run belongs to no caller). */
export function allSchedules(em: EntityManager): Promise<ScheduleEntity[]> {
  return em.find(ScheduleEntity, {}, { orderBy: { id: 'asc' } });
}

/** The periods already run of these schedules, as `${scheduleId} ${period}`. */
export async function existingRuns(
  em: EntityManager,
  runs: ReadonlyArray<{ scheduleId: number; period: string }>,
): Promise<Set<string>> {
  if (runs.length === 0) return new Set();
  const rows = await em.execute(
    `select "schedule_id", "period" from "reports"."schedule_runs"
      where ("schedule_id", "period") in (select * from unnest(?::bigint[], ?::text[]))`,
    [arrayLiteral(runs.map((run) => run.scheduleId)), arrayLiteral(runs.map((run) => run.period))],
  );
  return new Set(rows.map((row) => `${Number(row.schedule_id)} ${String(row.period)}`));
}

/**
 * Records a run, in the transaction that queued its delivery: false when the (schedule, period) row exists already
 * (another instance's tick got there first; waiting on its lock until it commits), and the caller rolls back.
 */
export async function insertRun(
  tx: EntityManager,
  run: { scheduleId: number; period: string; dueMs: number; deliveryId: number },
): Promise<boolean> {
  const rows = await tx.execute(
    `insert into "reports"."schedule_runs" ("schedule_id", "period", "due_at", "delivery_id")
     values (?, ?, ?, ?) on conflict do nothing returning "schedule_id"`,
    [run.scheduleId, run.period, new Date(run.dueMs), run.deliveryId],
  );
  return rows.length === 1;
}
