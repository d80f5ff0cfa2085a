import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

import { REPO_ROOT } from './processes';

/**
 * The local broker's own controls (deploy/local/kafka-mock/kafka-mock.c): librdkafka's mock cluster takes a broker
 * down (every client disconnected, new connections refused) and up again without losing what it holds, which is
 * how the fault tests make Kafka unavailable; killing the process would lose its memory.
 */
export class KafkaMockControl {
  constructor(
    readonly address: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Sends one command line and resolves with the answer; rejects when the broker answers "error ...". */
  command(line: string): Promise<string> {
    const [host, port] = splitAddress(this.address);
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host, port });
      let received = '';
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.setTimeout(this.timeoutMs, () =>
        fail(new Error(`kafka-mock control ${this.address}: no answer to "${line}"`)),
      );
      socket.on('error', (error) => fail(new Error(`kafka-mock control ${this.address}: ${error.message}`)));
      socket.on('connect', () => socket.write(`${line}\n`));
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        const end = received.indexOf('\n');
        if (end < 0) return;
        const answer = received.slice(0, end);
        socket.end();
        if (answer.startsWith('ok')) resolve(answer);
        else reject(new Error(`kafka-mock refused "${line}": ${answer}`));
      });
    });
  }

  async brokerDown(brokerId?: number): Promise<void> {
    await this.command(`broker down ${brokerId ?? 'all'}`);
  }

  async brokerUp(brokerId?: number): Promise<void> {
    await this.command(`broker up ${brokerId ?? 'all'}`);
  }

  /** Delays every broker response by `ms` (0 restores). */
  async brokerRtt(ms: number, brokerId?: number): Promise<void> {
    await this.command(`broker rtt ${Math.max(0, Math.round(ms))} ${brokerId ?? 'all'}`);
  }

  /** Creates a topic with a partition count of its own (auto-created topics get 4). */
  async createTopic(name: string, partitions: number): Promise<void> {
    await this.command(`topic create ${name} ${partitions}`);
  }

  /** Runs `work` with the broker down and brings it up again afterwards, also when `work` throws. */
  async whileDown<T>(work: () => Promise<T>): Promise<T> {
    await this.brokerDown();
    try {
      return await work();
    } finally {
      await this.brokerUp();
    }
  }
}

function splitAddress(address: string): [string, number] {
  const colon = address.lastIndexOf(':');
  const port = Number(address.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0)
    throw new Error(`bad kafka-mock control address "${address}"`);
  return [address.slice(0, colon), port];
}

/**
 * The control of the test stack's broker: KAFKA_MOCK_CONTROL (set by the jest global setup from stack.sh test), or
 * the address the broker wrote to .local/run/kafka-<purpose>.control.
 */
export function kafkaMockControl(
  env: Record<string, string | undefined> = process.env,
  purpose: 'test' | 'demo' = 'test',
): KafkaMockControl {
  if (env.KAFKA_MOCK_CONTROL && purpose === 'test') return new KafkaMockControl(env.KAFKA_MOCK_CONTROL);
  const file = join(REPO_ROOT, '.local', 'run', `kafka-${purpose}.control`);
  if (!existsSync(file)) {
    throw new Error(
      `no control port of the Kafka-protocol broker (${file} is missing): run deploy/local/stack.sh ${purpose}`,
    );
  }
  return new KafkaMockControl(readFileSync(file, 'utf8').trim());
}
