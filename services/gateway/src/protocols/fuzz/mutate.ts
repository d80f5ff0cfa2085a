import { crc16Ibm } from '../teltonika/crc16';
import type { Random } from './random';
import type { Seed } from './fuzz-corpus';

// Mutators: byte-level damage for binary packets, field-level damage for @Track text. Half of the damaged
// Teltonika packets get their length and CRC repaired, so the fuzzer reaches the record parser instead of
// stopping at the CRC check every time.

const INTERESTING_8 = [0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff];
const INTERESTING_32 = [0, 1, 0x7f, 0xff, 0x7fff, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff];
const FIELD_VALUES = [
  '',
  '-',
  '$',
  ',',
  '0',
  '-0.0',
  '99999999999999',
  '1e9',
  'NaN',
  '+RESP:',
  'GTFRI',
  '20261340250000',
];

function byteMutation(random: Random, input: Buffer, other: Buffer): Buffer {
  const at = input.length > 0 ? random.int(input.length) : 0;
  switch (random.int(9)) {
    case 0: {
      const out = Buffer.from(input);
      if (out.length > 0) out[at] ^= 1 << random.int(8);
      return out;
    }
    case 1: {
      const out = Buffer.from(input);
      if (out.length > 0) out[at] = random.chance(0.5) ? random.pick(INTERESTING_8) : random.int(256);
      return out;
    }
    case 2: {
      const out = Buffer.from(input);
      if (out.length >= 4) out.writeUInt32BE(random.pick(INTERESTING_32), Math.min(at, out.length - 4));
      return out;
    }
    case 3: {
      const out = Buffer.from(input);
      if (out.length >= 2) out.writeUInt16BE(random.pick(INTERESTING_32) & 0xffff, Math.min(at, out.length - 2));
      return out;
    }
    case 4:
      return Buffer.concat([input.subarray(0, at), random.bytes(random.between(1, 16)), input.subarray(at)]);
    case 5:
      return Buffer.concat([input.subarray(0, at), input.subarray(at + random.between(1, 32))]);
    case 6:
      return input.subarray(0, at);
    case 7: {
      const end = Math.min(input.length, at + random.between(1, 64));
      return Buffer.concat([input.subarray(0, end), input.subarray(at, end), input.subarray(end)]);
    }
    default:
      return Buffer.concat([input.subarray(0, at), other.subarray(random.int(other.length + 1))]);
  }
}

function textMutation(random: Random, input: Buffer): Buffer {
  const fields = input.toString('latin1').split(',');
  const at = random.int(fields.length);
  switch (random.int(5)) {
    case 0:
      fields[at] = random.pick(FIELD_VALUES);
      break;
    case 1:
      fields.splice(at, 1);
      break;
    case 2:
      fields.splice(at, 0, fields[at]);
      break;
    case 3:
      fields[at] = random.bytes(random.int(12)).toString('latin1');
      break;
    default:
      fields.splice(at, 0, ...Array.from({ length: random.between(1, 13) }, () => random.pick(fields)));
  }
  return Buffer.from(fields.join(','), 'latin1');
}

/** Puts back the TCP frame's data length and CRC, or the UDP datagram's length, after damage. */
function repair(protocol: Seed['protocol'], bytes: Buffer): Buffer {
  if (protocol === 'teltonika-tcp' && bytes.length >= 12 && bytes.readUInt32BE(0) === 0) {
    const out = Buffer.from(bytes);
    out.writeUInt32BE(out.length - 12, 4);
    out.writeUInt32BE(crc16Ibm(out, 8, out.length - 4), out.length - 4);
    return out;
  }
  if (protocol === 'teltonika-udp' && bytes.length >= 2 && bytes.length - 2 <= 0xffff) {
    const out = Buffer.from(bytes);
    out.writeUInt16BE(out.length - 2, 0);
    return out;
  }
  return bytes;
}

export function mutate(random: Random, seed: Seed, other: Seed): Buffer {
  let bytes = seed.bytes;
  for (let n = random.between(1, 4); n > 0; n -= 1) {
    bytes =
      seed.protocol === 'queclink' && random.chance(0.6)
        ? textMutation(random, bytes)
        : byteMutation(random, bytes, other.bytes);
  }
  return random.chance(0.5) ? repair(seed.protocol, bytes) : bytes;
}
