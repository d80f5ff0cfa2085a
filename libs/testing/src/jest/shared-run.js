// The jest side of the shared run (../shared-run.ts): spawns the coordinator (../shared-run-main.ts) from a global
// setup without waiting for it (test files wait for the phase they need; unit tests need none), and stops it from the
// global teardown. Plain CommonJS: jest loads global setups before any transform.
const { spawn } = require('node:child_process');
const { mkdirSync, openSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const STATE_ENV = 'FLEETLOG_SHARED_RUN_FILE';
const LOG_DIR = join(REPO_ROOT, '.local', 'log', 'test');

/**
 * Spawns the coordinator of `kind` ('services' or 'browser') and names its state file in the workers' environment;
 * a run whose state file is named already (deploy/local/test.sh started the coordinator itself) is left as it is.
 */
function startSharedRun(kind) {
  if (process.env[STATE_ENV]) return;
  mkdirSync(LOG_DIR, { recursive: true });
  const stateFile = join(REPO_ROOT, '.local', 'run', `shared-${kind}-${process.pid}.json`);
  rmSync(stateFile, { force: true });
  const log = openSync(join(LOG_DIR, `shared-${kind}.log`), 'w');
  const env = { ...process.env };
  delete env[STATE_ENV];
  // The IPC channel is the coordinator's lifeline: when this process ends, however, the coordinator stops too.
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(REPO_ROOT, 'libs/testing/src/shared-run-main.ts'), kind, stateFile],
    { cwd: REPO_ROOT, env, stdio: ['ignore', log, log, 'ipc'] },
  );
  child.unref();
  child.channel?.unref();
  globalThis.__fleetlogSharedRun = { child, stateFile };
  process.env[STATE_ENV] = stateFile;
}

/** Stops the coordinator (it stops its services) and waits for it, at most 60 s. */
async function stopSharedRun() {
  const run = globalThis.__fleetlogSharedRun;
  if (!run) return;
  globalThis.__fleetlogSharedRun = undefined;
  const { child, stateFile } = run;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => {
      const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 60_000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill('SIGTERM');
    });
  }
  rmSync(stateFile, { force: true });
}

module.exports = { startSharedRun, stopSharedRun };
