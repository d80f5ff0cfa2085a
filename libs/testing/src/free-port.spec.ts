import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

import { freePort } from './free-port';

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
}

describe(freePort.name, () => {
  it('returns a port that can be bound for TCP and UDP on every interface', async () => {
    const port = await freePort();
    const server = createServer();
    await listen(server, port);
    const socket = createSocket('udp4');
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, '0.0.0.0', () => resolve());
    });
    await new Promise((resolve) => socket.close(() => resolve(undefined)));
    await new Promise((resolve) => server.close(resolve));
  });

  it('stays below the ephemeral range, where outgoing connections take their local ports', async () => {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(Number(start));
  });

  it('never hands out the same port twice in a process', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 50; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
