import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { REPO_ROOT } from './processes';

/**
 * The environment of the system stack (`deploy/local/stack.sh system`): database fleetlog_system, Redis db 4 and a
 * Kafka mock cluster of its own. A test that runs the whole platform beside other suites uses it: on the test stack
 * its services would share the other suites' outboxes (auth's relay would publish their events) and consumer groups.
 */
export function systemStackEnv(): Record<string, string> {
  const out = execFileSync('bash', [join(REPO_ROOT, 'deploy', 'local', 'stack.sh'), 'system'], {
    cwd: REPO_ROOT,
    // Dependencies are as they are: a test never installs packages mid-run.
    env: { ...process.env, FLEETLOG_SKIP_INSTALL: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Stops the system stack's broker (its database stays, as the test database does). */
export function stopSystemBroker(): void {
  execFileSync('bash', ['-c', 'source deploy/local/lib.sh && stop_kafka system'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
