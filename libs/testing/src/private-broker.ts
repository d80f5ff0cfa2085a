import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { KafkaMockControl } from './kafka-mock-control';
import { eventually } from './polling';
import { REPO_ROOT, terminate } from './processes';

export interface PrivateBroker {
  brokers: string;
  control: KafkaMockControl;
  stop(): Promise<void>;
}

/**
 * A Kafka-protocol broker of one test file alone (the local stack's kafka-mock program, which the stack script
 * builds): taking the shared test broker down would fail other suites running at the same time.
 */
export async function startPrivateBroker(): Promise<PrivateBroker> {
  const binary = join(REPO_ROOT, '.local', 'bin', 'kafka-mock');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run deploy/local/stack.sh test`);
  const dir = mkdtempSync(join(tmpdir(), 'kafka-mock-'));
  const bootstrapFile = join(dir, 'bootstrap');
  const controlFile = join(dir, 'control');
  const topicsFile = join(REPO_ROOT, 'deploy', 'local', 'kafka-mock', 'topics.conf');
  const child: ChildProcess = spawn(binary, ['1', bootstrapFile, topicsFile, controlFile], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`kafka-mock exited with ${child.exitCode}`);
      if (!read(bootstrapFile) || !read(controlFile)) throw new Error('kafka-mock has not written its addresses');
    }, 15_000);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return {
    brokers: read(bootstrapFile),
    control: new KafkaMockControl(read(controlFile)),
    stop: async () => {
      await terminate(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
