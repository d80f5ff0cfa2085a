import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';

import { REPO_ROOT } from './processes';

// The local broker creates the topics of this file at start; a topic missing from it would be auto-created with 4
// partitions on first use, whose backlog bound (5 MiB per partition in the mock) nobody chose.
const topicsFile = join(REPO_ROOT, 'deploy', 'local', 'kafka-mock', 'topics.conf');

function configuredTopics(): Map<string, number> {
  const topics = new Map<string, number>();
  for (const line of readFileSync(topicsFile, 'utf8').split('\n')) {
    const [name, partitions] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (name) topics.set(name, Number(partitions));
  }
  return topics;
}

describe('deploy/local/kafka-mock/topics.conf', () => {
  it('lists every topic of the registry with a partition count', () => {
    const topics = configuredTopics();
    for (const topic of Object.values(TOPICS)) {
      expect([topic.name, Number.isInteger(topics.get(topic.name)) && (topics.get(topic.name) ?? 0) >= 1]).toEqual([
        topic.name,
        true,
      ]);
    }
  });

  it('gives the position stream the most partitions: it carries the backlog the README bounds', () => {
    const topics = configuredTopics();
    const positions = topics.get(TOPICS.telemetryPositions.name) ?? 0;
    expect(positions).toBeGreaterThanOrEqual(64);
    expect(Math.max(...topics.values())).toBe(positions);
  });
});
