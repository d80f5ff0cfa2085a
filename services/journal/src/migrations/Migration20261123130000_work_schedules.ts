import { Migration } from '@mikro-orm/migrations';

// A user's work schedule (spec 03 "Work schedule"): trips started within its working hours get its trip type. One row
// per user; the week is stored as the API gives it (7 days, Monday first, each with its times).
export class Migration20261123130000_work_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."work_schedules" (
        "user_id" bigint primary key,
        "trip_type" text not null check ("trip_type" in ('BUSINESS', 'PRIVATE')),
        "days" jsonb not null,
        "updated_by" bigint not null,
        "updated_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "journal"."work_schedules";`);
  }
}
