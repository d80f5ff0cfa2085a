import { createSocket } from 'node:dgram';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('passes over a port another test process chose in the last ten minutes, and takes one whose claim lapsed', async () => {
    const claims = join(tmpdir(), 'fleetlog-test-ports');
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const first = await freePort();
    // Two ports beside one just found free (inside the range either way).
    const [taken, lapsed] = first + 2 < Number(start) ? [first + 1, first + 2] : [first - 1, first - 2];
    // Another process's fresh claim on `taken`; an old one on `lapsed`.
    writeFileSync(join(claims, String(taken)), '');
    writeFileSync(join(claims, String(lapsed)), '');
    const old = new Date(Date.now() - 11 * 60_000);
    utimesSync(join(claims, String(lapsed)), old, old);
    const span = Number(start) - 20_000;
    const random = jest.spyOn(Math, 'random');
    // The first pick falls on `taken`, the next on `lapsed`.
    random.mockReturnValueOnce((taken - 20_000 + 0.5) / span).mockReturnValueOnce((lapsed - 20_000 + 0.5) / span);
    try {
      expect(await freePort()).toBe(lapsed);
    } finally {
      random.mockRestore();
    }
    expect(existsSync(join(claims, String(lapsed)))).toBe(true);
  });

  it('never hands out the same port twice in a process', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 50; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
