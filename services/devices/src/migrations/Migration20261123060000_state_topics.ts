import { Migration } from '@mikro-orm/migrations';

/**
 * The broker cluster each state topic (devices.devices.v1, devices.installations.v1) was last republished to in
 * full. A seed that finds another cluster (a restarted local broker, a rebuilt Kafka) republishes the topic's state.
 */
export class Migration20261123060000_state_topics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "devices"."state_topics" (
         "topic" text primary key,
         "cluster_id" text not null,
         "republished_at" timestamptz not null default now()
       )`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "devices"."state_topics"');
  }
}
