import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import {
  authClients,
  demoRoot,
  eventually,
  freePort,
  runToCompletion,
  type ServiceProcess,
  sharedMailbox,
  startAuthProcess,
  startDevicesProcess,
  startFleetProcess,
  startJournalProcess,
  grpcClient,
  startReportsProcess,
  startSmtpReceiver,
  storeJournalTrip,
  TEST_LOG_DIR,
  type TestAccount,
  testEnv,
  testProcessEnv,
  testSql,
  useBeforeAll,
} from '@fleetlog/testing';
import { ServiceKey } from '@fleetlog/access';
import { reportsV1 } from '@fleetlog/contracts';
import { Redis } from 'ioredis';
import { lastValueFrom, toArray } from 'rxjs';
import { Client } from 'pg';

// Issue 19, "Scheduled reports": each schedule runs exactly once per period even with two reports instances, at
// 06:00 in its zone, a run missed while the service was down happens when it comes back, losing the queue neither
// loses nor doubles a run; an SMTP outage delays a report and never loses it. The reports processes here have a
// database of their own (only the reports schema: the service reads nothing else), so their clocks run this file's
// schedules and no other suite's; the journal, fleet, devices and auth they read from are the shared run's.
describe('scheduled and mailed reports: once per period, never lost (real reports processes, PostgreSQL, Redis, SMTP)', () => {
  const name = `reports_runs_${process.pid}_${randomUUID().slice(0, 6)}`;
  const databaseUrl = (() => {
    const url = new URL(testEnv().DATABASE_URL);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const processes: ServiceProcess[] = [];
  const peers = useBeforeAll(async () => {
    await testSql(`create database "${name}"`);
    const env = testProcessEnv({ DATABASE_URL: databaseUrl });
    await runToCompletion('reports-migrate', 'services/reports/src/migrate.ts', env, join(TEST_LOG_DIR, `${name}.log`));
    const auth = await startAuthProcess();
    const fleet = await startFleetProcess(auth.grpcUrl);
    const [devices, journal] = await Promise.all([
      startDevicesProcess(auth.grpcUrl, fleet.grpcUrl),
      startJournalProcess(auth.grpcUrl),
    ]);
    const clients = authClients(auth.grpcUrl);
    const root: TestAccount = await demoRoot(clients);
    await clients.close();
    return { auth: auth.grpcUrl, journal: journal.grpcUrl, fleet: fleet.grpcUrl, devices: devices.grpcUrl, root };
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await testSql(`drop database if exists "${name}" with (force)`);
  });

  // Each test's processes alone work on the file's database: the previous test's are stopped first (their clocks
  // would take the next test's deliveries).
  beforeEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });

  /** A reports process on this file's database; its clock on, ticking every second. */
  const startReports = async (smtpUrl: string, env: Record<string, string> = {}) => {
    const { root, ...urls } = peers;
    void root;
    const started = await startReportsProcess(urls, smtpUrl, {
      DATABASE_URL: databaseUrl,
      REPORTS_SCHEDULER_ENABLED: 'true',
      REPORTS_TICK_INTERVAL_MS: '1000',
      ...env,
    });
    processes.push(started);
    return started;
  };

  /** A vehicle the journal knows, of ROOT's organisation, with a trip in October 2026 (the run's period). */
  const vehicleWithTrip = async () => {
    const vehicleId = 900_000_000 + Math.floor(Math.random() * 90_000_000);
    await testSql(`insert into "journal"."vehicles" ("vehicle_id", "organization_id") values ($1, $2)`, [
      vehicleId,
      peers.root.organizationId,
    ]);
    await storeJournalTrip({
      organizationId: peers.root.organizationId,
      vehicleId,
      driverUserId: null,
      startMs: Date.parse('2026-10-15T08:00:00+02:00'),
      description: 'Leverans Göteborg',
    });
    return vehicleId;
  };

  it('runs a schedule once for its period with two instances racing, and not again when the queue is lost', async () => {
    const mailbox = (await sharedMailbox())!;
    const recipient = `schedule-${randomUUID().slice(0, 8)}@example.se`;
    const vehicleId = await vehicleWithTrip();
    // Made in September, due on the 1st at 06:00 Stockholm: its latest run is 1 November for October.
    const [schedule] = await sql<{ id: string }>(
      `insert into "reports"."schedules" ("organization_id", "name", "report_type", "vehicle_ids", "emails",
         "day_of_month", "zone_id", "report_format", "created_by", "created_at")
       values ($1, 'Månadsjournal', 'JOURNAL', $2, $3, 1, 'Europe/Stockholm', 'PDF', $4, '2026-09-10T00:00:00Z')
       returning "id"`,
      [peers.root.organizationId, `{${vehicleId}}`, `{${recipient}}`, peers.root.userId],
    );
    const prefix = `fleetlog-reports-${randomUUID().slice(0, 8)}`;
    // Two instances, one queue: both tick at start and every second.
    await Promise.all([
      startReports(mailbox.url ?? '', { REPORTS_QUEUE_PREFIX: prefix }),
      startReports(mailbox.url ?? '', { REPORTS_QUEUE_PREFIX: prefix }),
    ]);
    const mail = await mailbox.waitForMail((m) => m.to.includes(recipient), 60_000);
    expect(mail.subject).toBe('Körjournal 2026/10');
    expect(mail.attachments).toHaveLength(1);
    const runs = () =>
      sql(`select "period", "delivery_id" from "reports"."schedule_runs" where "schedule_id" = $1`, [schedule!.id]);
    expect(await runs()).toEqual([expect.objectContaining({ period: '2026/10' })]);
    // Redis forgets every job of the queue: the run row stands, nothing runs again.
    const redis = new Redis(testEnv().REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await runs()).toHaveLength(1);
    const deliveries = await sql<{ status: string; attempts: number; message_id: string }>(
      `select "status", "attempts", "message_id" from "reports"."deliveries" where "schedule_id" = $1`,
      [schedule!.id],
    );
    expect(deliveries).toEqual([expect.objectContaining({ status: 'SENT', attempts: 1 })]);
    const sameMail = (await mailbox.received()).filter((m) => m.messageId === deliveries[0]!.message_id);
    expect(sameMail).toHaveLength(1);
  }, 120_000);

  it('keeps a mailed report through an SMTP outage and sends it once the relay is back', async () => {
    const smtpPort = await freePort();
    const recipient = `outage-${randomUUID().slice(0, 8)}@example.se`;
    const vehicleId = await vehicleWithTrip();
    await startReports(`smtp://127.0.0.1:${smtpPort}`, {
      REPORTS_QUEUE_PREFIX: `fleetlog-reports-${randomUUID().slice(0, 8)}`,
      REPORTS_RETRY_BASE_MS: '500',
    });
    // The delivery row as EmailReport writes it (the request path is the BFF's report test's).
    const [delivery] = await sql<{ id: string }>(
      `insert into "reports"."deliveries" ("organization_id", "requested_by", "request", "recipients", "message_id")
       values ($1, $2, $3::jsonb, $4, 'pending-' || gen_random_uuid()) returning "id"`,
      [
        peers.root.organizationId,
        peers.root.userId,
        JSON.stringify({
          type: 'JOURNAL',
          format: 'CSV',
          fromTsMs: Date.parse('2026-10-01T00:00:00+02:00'),
          toTsMs: Date.parse('2026-11-01T00:00:00+01:00'),
          vehicleIds: [vehicleId],
          timeZone: 'Europe/Stockholm',
          language: 'sv',
        }),
        `{${recipient}}`,
      ],
    );
    await sql(`update "reports"."deliveries" set "message_id" = $1 where "id" = $2`, [
      `<report-delivery-${delivery!.id}@fleetlog.local>`,
      delivery!.id,
    ]);
    const state = async () =>
      (
        await sql<{ status: string; attempts: number; last_error: string }>(
          `select "status", "attempts", "last_error" from "reports"."deliveries" where "id" = $1`,
          [delivery!.id],
        )
      )[0]!;
    // The relay is down: attempts fail, the reason is kept, the delivery waits.
    await eventually(async () => {
      const now = await state();
      expect(now.status).toBe('QUEUED');
      expect(now.attempts).toBeGreaterThanOrEqual(2);
      expect(now.last_error).toMatch(/ECONNREFUSED/);
    }, 30_000);
    const receiver = await startSmtpReceiver(smtpPort);
    try {
      const mail = await receiver.waitForMail((m) => m.to.includes(recipient), 30_000);
      expect(mail.messageId).toBe(`<report-delivery-${delivery!.id}@fleetlog.local>`);
      expect(mail.attachments[0]?.filename).toMatch(/\.csv$/);
      await eventually(async () => expect((await state()).status).toBe('SENT'), 10_000);
      expect(receiver.mails.filter((m) => m.to.includes(recipient))).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('mails a report over the attachment limit as a signed link that serves the file, and refuses a forged one', async () => {
    const mailbox = (await sharedMailbox())!;
    const recipient = `link-${randomUUID().slice(0, 8)}@example.se`;
    const vehicleId = await vehicleWithTrip();
    const reports = await startReports(mailbox.url ?? '', {
      REPORTS_QUEUE_PREFIX: `fleetlog-reports-${randomUUID().slice(0, 8)}`,
      REPORTS_ATTACHMENT_LIMIT_BYTES: '100',
    });
    const [delivery] = await sql<{ id: string }>(
      `insert into "reports"."deliveries" ("organization_id", "requested_by", "request", "recipients", "message_id")
       values ($1, $2, $3::jsonb, $4, 'link-' || gen_random_uuid()) returning "id"`,
      [
        peers.root.organizationId,
        peers.root.userId,
        JSON.stringify({
          type: 'JOURNAL',
          format: 'CSV',
          fromTsMs: Date.parse('2026-10-01T00:00:00+02:00'),
          toTsMs: Date.parse('2026-11-01T00:00:00+01:00'),
          vehicleIds: [vehicleId],
          language: 'en',
        }),
        `{${recipient}}`,
      ],
    );
    const mail = await mailbox.waitForMail((m) => m.to.includes(recipient), 60_000);
    expect(mail.attachments).toEqual([]);
    const token = /\/api\/report-files\/([\w.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const client = grpcClient('reports', reports.grpcUrl);
    try {
      const service = client.getService<reportsV1.ReportsServiceClient>(reportsV1.REPORTS_SERVICE_NAME);
      const key = ServiceKey.fromFile(process.env.INTERNAL_SERVICE_KEY_FILE!);
      const chunks = await lastValueFrom(service.getReportFile({ token: token! }, key.metadata()).pipe(toArray()));
      expect(chunks[0]?.header?.fileName).toMatch(/^Driving journal .*\.csv$/);
      const bytes = Buffer.concat(chunks.slice(1).map((chunk) => Buffer.from(chunk.data ?? [])));
      expect(bytes.toString('utf8')).toContain('Leverans Göteborg');
      // The stored file is the delivery's; a token signed by anyone else, or for another delivery, is refused.
      const [id, expires] = token!.split('.');
      const forged = `${Number(id) + 1}.${expires}.${token!.split('.')[2]}`;
      await expect(lastValueFrom(service.getReportFile({ token: forged }, key.metadata()))).rejects.toMatchObject({
        details: expect.stringContaining('expired'),
      });
      // Without the internal service key (the BFF's), nobody gets a file.
      await expect(lastValueFrom(service.getReportFile({ token: token! }))).rejects.toBeDefined();
    } finally {
      await client.close();
    }
    void delivery;
  }, 120_000);
});
