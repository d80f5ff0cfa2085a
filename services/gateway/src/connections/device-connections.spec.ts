import { type DeviceConnection, DeviceConnections } from './device-connections';

function connection(): DeviceConnection {
  return { deliver: () => undefined, replaced: () => undefined };
}

describe(DeviceConnections.name, () => {
  it('gives a device to the newest connection and answers the one it replaces', () => {
    const connections = new DeviceConnections();
    const [older, newer, other] = [connection(), connection(), connection()];
    expect(connections.claim('356307042441013', older)).toBeUndefined();
    expect(connections.claim('356307042441014', other)).toBeUndefined();
    expect(connections.claim('356307042441013', newer)).toBe(older);
    expect(connections.get('356307042441013')).toBe(newer);
    expect(connections.size).toBe(2);
    // Claiming again is no replacement.
    expect(connections.claim('356307042441013', newer)).toBeUndefined();
  });

  it('lets a replaced connection that ends late leave the newer one in place', () => {
    const connections = new DeviceConnections();
    const [older, newer] = [connection(), connection()];
    connections.claim('356307042441013', older);
    connections.claim('356307042441013', newer);
    connections.release('356307042441013', older);
    expect(connections.get('356307042441013')).toBe(newer);
    connections.release('356307042441013', newer);
    expect(connections.get('356307042441013')).toBeUndefined();
    expect(connections.size).toBe(0);
  });
});
