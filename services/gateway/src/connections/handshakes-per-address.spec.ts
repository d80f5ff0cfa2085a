import { addressKey, HandshakesPerAddress } from './handshakes-per-address';

describe(HandshakesPerAddress.name, () => {
  it('admits up to the cap per address, others apart, and again once one is released', () => {
    const handshakes = new HandshakesPerAddress(2);
    const first = handshakes.admit('10.0.0.1');
    expect(first).toBe('10.0.0.1');
    expect(handshakes.admit('10.0.0.1')).toBeDefined();
    expect(handshakes.admit('10.0.0.1')).toBeUndefined();
    expect(handshakes.admit('10.0.0.2')).toBeDefined();
    expect(handshakes.count('10.0.0.1')).toBe(2);

    handshakes.release(first as string);
    expect(handshakes.admit('10.0.0.1')).toBeDefined();
  });

  it('holds an address only while it has unidentified connections', () => {
    const handshakes = new HandshakesPerAddress(5);
    const keys = [handshakes.admit('10.0.0.1'), handshakes.admit('10.0.0.1')];
    keys.forEach((key) => handshakes.release(key as string));
    expect(handshakes.addresses).toBe(0);
    expect(handshakes.count('10.0.0.1')).toBe(0);
  });

  it('counts without a cap when the cap is 0', () => {
    const handshakes = new HandshakesPerAddress(0);
    for (let index = 0; index < 10_000; index += 1) expect(handshakes.admit('10.0.0.1')).toBeDefined();
    expect(handshakes.count('10.0.0.1')).toBe(10_000);
  });

  it('caps an IPv6 source by its /64, whichever addresses of it connect', () => {
    const handshakes = new HandshakesPerAddress(2);
    expect(handshakes.admit('2001:db8:1:2::1')).toBeDefined();
    expect(handshakes.admit('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBeDefined();
    expect(handshakes.admit('2001:0db8:0001:0002:0:0:0:3')).toBeUndefined();
    expect(handshakes.admit('2001:db8:1:3::1')).toBeDefined();
  });
});

describe(addressKey.name, () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:a:b:c:d:e:f')).toBe('2001:db8:a:b::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('')).toBe('');
  });
});
