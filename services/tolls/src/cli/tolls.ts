// npm run --silent tolls -- passages < document.json
// One JSON document of a vehicle's passages on standard input, the amounts the tolls service's own rules give them
// as one JSON line on standard output (`--help` for the formats).
import { passagesDocument } from './passages-document';

const USAGE = `usage: tolls passages < document.json
       tolls --help

passages  reads ONE JSON document on standard input:
            {"vehicle":{"class":"car"|"heavy","exempt":false},
             "passages":[{"city":"stockholm"|"goteborg"|"sundsvall"|"motala",
                          "station":"<station name as in toll-stations.json>",
                          "cpNumber":"<optional; required where one name bills several tariffs>",
                          "time":"YYYY-MM-DDTHH:mm:ss"}]}       (Europe/Stockholm local time, no offset)
          and prints one JSON line:
            {"congestionTaxSek":N,"infraTaxSek":N,"passages":[{"station":...,"time":...,"amountSek":n}]}
          with every passage in time order and the amount it bears after windows and daily caps (0 where absorbed).
          Bad input (malformed JSON, a bad field, an unknown station or cpNumber) prints
            {"ok":false,"error":"..."}
          and exits 0, like npm run decode.
track     not implemented yet (a later slice of issue 9: GPS points in, detected passages out).`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, ...rest] = args;
  if (command === 'track') usageError('tolls track is not implemented yet: only "passages" exists in this version');
  if (command !== 'passages') usageError(command ? `unknown command ${command}` : 'a command is required');
  if (rest.length > 0) usageError(`unknown argument ${rest[0]}`);
  process.stdout.write(`${JSON.stringify(passagesDocument(await readStdin()))}\n`);
}

void main();
