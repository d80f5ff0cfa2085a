// npm run --silent decode -- --protocol teltonika|queclink [--transport tcp|udp]
// One packet per line on standard input (hex of the whole TCP frame or UDP datagram for Teltonika, the raw text
// for Queclink), one JSON object per line on standard output. Blank lines are skipped. The gateway's own decoders.
import { createInterface } from 'node:readline';
import { decodeLine, toJsonLine, type DecodeProtocol, type DecodeTransport } from '../protocols/decode-view';

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: decode --protocol teltonika|queclink [--transport tcp|udp]\n`);
  process.exit(2);
}

function parseArgs(argv: readonly string[]): { protocol: DecodeProtocol; transport: DecodeTransport } {
  let protocol: string | undefined;
  let transport = 'tcp';
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (flag === '--protocol') protocol = value;
    else if (flag === '--transport') transport = value ?? '';
    else usage(`unknown argument ${argv[i]}`);
  }
  if (protocol !== 'teltonika' && protocol !== 'queclink') usage('--protocol must be teltonika or queclink');
  if (transport !== 'tcp' && transport !== 'udp') usage('--transport must be tcp or udp');
  if (protocol === 'queclink' && transport === 'udp') usage('Queclink is decoded over tcp only');
  return { protocol, transport };
}

async function main(): Promise<void> {
  const { protocol, transport } = parseArgs(process.argv.slice(2));
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    // Backpressure: wait for stdout to drain so a large input does not pile up in memory.
    if (!process.stdout.write(`${toJsonLine(decodeLine(line, protocol, transport))}\n`)) {
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

void main();
