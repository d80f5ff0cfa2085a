// Jest global setup for every project (referenced by jest.preset.js; plain CommonJS because jest loads it before any
// transform). It asks the local stack script for the test environment once per jest run and puts it into
// process.env, which jest passes on to its workers, then spawns the shared run's coordinator (shared-run.js): the
// services every test file of the run shares. With several projects in one run, jest calls this once per project in
// the same process; the marker variable makes the later calls free.
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const { startSharedRun } = require('./shared-run');

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const STACK_SCRIPT = join(REPO_ROOT, 'deploy', 'local', 'stack.sh');
const RUN_DIR = join(REPO_ROOT, '.local', 'run');
const KEYS_DIR = join(REPO_ROOT, '.local', 'keys');
const READY_MARKER = 'FLEETLOG_TEST_ENV_READY';

function fallbackEnv() {
  const bootstrapFile = join(RUN_DIR, 'kafka-test.bootstrap');
  const env = {
    DATABASE_URL: 'postgres://fleetlog:fleetlog@127.0.0.1:5432/fleetlog_test',
    REDIS_URL: 'redis://127.0.0.1:6379/1',
    JWT_PRIVATE_KEY_FILE: join(KEYS_DIR, 'jwt-private.pem'),
    JWT_PUBLIC_KEY_FILE: join(KEYS_DIR, 'jwt-public.pem'),
    CHROMIUM_PATH: '/usr/bin/chromium-headless-shell',
  };
  if (existsSync(bootstrapFile)) {
    env.KAFKA_BROKERS = readFileSync(bootstrapFile, 'utf8').trim();
  }
  return env;
}

function parseEnvLines(stdout) {
  const env = {};
  for (const line of stdout.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  return env;
}

function stackEnv() {
  if (!existsSync(STACK_SCRIPT)) return fallbackEnv();
  // stderr goes to the terminal so a failing stack explains itself. FLEETLOG_SKIP_INSTALL asks the script not to
  // (re)install dependencies while test workers may be reading node_modules.
  try {
    const stdout = execFileSync('bash', [STACK_SCRIPT, 'test'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, FLEETLOG_SKIP_INSTALL: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 180000,
    });
    return { ...fallbackEnv(), ...parseEnvLines(stdout) };
  } catch (error) {
    // The machine's services may still be up; tests that need something missing fail on their own with a
    // connection error, which is clearer than no test running at all.
    process.stderr.write(
      `[fleetlog] deploy/local/stack.sh test failed (${error.message}); using the default test env\n`,
    );
    return fallbackEnv();
  }
}

/** The stack's environment into process.env, once per jest process (jest passes it on to its workers). */
function stackEnvironment() {
  if (process.env[READY_MARKER] === '1') return false;
  const env = stackEnv();
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  process.env.NODE_ENV = 'test';
  process.env[READY_MARKER] = '1';
  return true;
}

module.exports = async function globalSetup(globalConfig) {
  if (stackEnvironment() && wantsSharedServices(globalConfig)) startSharedRun('services');
};
module.exports.stackEnvironment = stackEnvironment;

/**
 * Unit tests alone (every path given names a *.spec.ts) need no services; FLEETLOG_SHARED_RUN=0 turns the shared run
 * off, and each integration file then starts what it needs itself.
 */
function wantsSharedServices(globalConfig) {
  if (process.env.FLEETLOG_SHARED_RUN === '0') return false;
  const patterns = globalConfig?.testPathPatterns?.patterns ?? [];
  return !(patterns.length > 0 && patterns.every((p) => /\.spec\.ts\$?$/.test(p) && !/int-spec/.test(p)));
}
