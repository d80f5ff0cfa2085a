// CLI: the demo organisations' alarms (auth must be serving: the organisations are looked up over gRPC as
// root@fleetlog.se). Idempotent: an alarm is matched by organisation, name and alias, and only created when missing.
// Written straight into this service's tables; the running service reads new settings within its reload interval.
import { authV1 } from '@fleetlog/contracts';
import { runMigrations, withAdvisoryLock } from '@fleetlog/database';
import { callerMetadata, callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { kitOrmOptions } from '@fleetlog/kit';
import { createLogger } from '@fleetlog/logging';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import { alarmsConfigSchema } from '../config';
import { alarmsService } from '../service';
import { alarmNameText } from '../settings/alarm-names';
import { insertSetting } from '../settings/settings.repository';
import { DEMO_ALARM_RECIPIENTS, demoAlarms } from './demo-alarms';

const ROOT_EMAIL = 'root@fleetlog.se';
const DEMO_PASSWORD = 'Fleetlog-demo-1';

async function main(): Promise<void> {
  const config = alarmsConfigSchema.parse(process.env);
  const logger = createLogger({ service: 'alarms-seed', level: config.LOG_LEVEL });
  const ormConfig = kitOrmOptions(alarmsService, config.DATABASE_URL);
  await runMigrations(ormConfig);
  const client = ClientProxyFactory.create(grpcClientOptions('auth', config.AUTH_GRPC_URL)) as unknown as ClientGrpc & {
    close(): unknown;
  };
  const orm = await MikroORM.init(ormConfig);
  try {
    const session = client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME);
    const organizations = client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME);
    const { token } = await callGrpc(() =>
      session.login({ username: ROOT_EMAIL, password: DEMO_PASSWORD, clientAddress: '' }),
    );
    const known = (await callGrpc(() => organizations.listOrganizationsSimple({}, callerMetadata({ token }))))
      .organizations;
    const created: string[] = [];
    await withAdvisoryLock(config.DATABASE_URL, 'alarms demo seed', async () => {
      for (const [name, recipient] of Object.entries(DEMO_ALARM_RECIPIENTS)) {
        const organization = known.find((org) => org.fullName === name);
        if (!organization) throw new Error(`demo organisation ${name} missing: run auth's seed first`);
        for (const alarm of demoAlarms(organization.organizationId, recipient)) {
          const em = orm.em.fork();
          const present = await em.execute(
            `select 1 from "alarms"."settings" where "organization_id" = ? and "alarm_name" = ? and "name" = ?`,
            [alarm.organizationId, alarmNameText(alarm.alarmName), alarm.name],
          );
          if (present.length > 0) continue;
          // Made by the platform (root@fleetlog.se is user 1 of the seed).
          await em.transactional((tx) => insertSetting(tx, alarm, 1));
          created.push(`${name}: ${alarm.name}`);
        }
      }
    });
    logger.info({ created }, 'demo alarms seeded');
  } finally {
    await orm.close();
    await client.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
