import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startPlatform } from '@fleetlog/testing';
import { startMailSink } from './mail-sink';

/**
 * The demo platform in one process tree: a local mail receiver, every service and the BFF on fixed ports, with the
 * demo data seeded. Started in the background by deploy/local/start.sh; writes .local/run/demo.ready when it is up.
 */
const PORTS = {
  bff: 3000,
  bffMetrics: 3100,
  grpc: { auth: 50051, fleet: 50052, devices: 50053 },
  http: { auth: 3101, fleet: 3102, devices: 3103 },
};
const SMTP_PORT = 2525;
const run = join(REPO_ROOT, '.local', 'run');
const mailLog = join(REPO_ROOT, '.local', 'log', 'mail.log');

async function main(): Promise<void> {
  const mailSink = await startMailSink(SMTP_PORT, join(REPO_ROOT, '.local', 'mail'), (line) =>
    appendFileSync(mailLog, `${new Date().toISOString()} ${line}\n`),
  );
  const platform = await startPlatform({
    env: process.env,
    ports: PORTS,
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    seedDemo: true,
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${PORTS.bff}`,
  });
  writeFileSync(join(run, 'demo.ready'), platform.baseUrl);
  const shutdown = async () => {
    await platform.stop();
    mailSink.close(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  writeFileSync(join(run, 'demo.failed'), String(error instanceof Error ? error.message : error));
  process.exit(1);
});
