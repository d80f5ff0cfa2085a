// npm run --silent reports -- journal --format pdf|csv [--show-private] [--lang sv|en]
//                                     [--time-zone Europe/Stockholm] [--delimiter ';'|',']
// Trips on standard input, one JSON object per line as GET /api/journal answers them; the journal report, rendered
// by the reports service's own renderer, as the only thing on standard output (`--help`).
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';

import { isTimeZone } from '../render/format/zoned-time';
import {
  type CsvDelimiter,
  groupJournalSections,
  journalCsv,
  parseJournalLine,
  REPORT_LANGUAGES,
  type ReportLanguage,
  type ReportTrip,
  writeJournalPdf,
} from '../render/journal';

// The trips held for grouping survive V8's young-generation collections, and V8 answers that by doubling the young
// generation up to 128 MiB, nearly all garbage at any moment. Kept at its starting size, a year of fifty vehicles
// (120,000 trips) stays well under 300 MiB resident. (--max-semi-space-size is not honoured once the heap exists;
// the growth factor is read at each growth.)
setFlagsFromString('--semi-space-growth-factor=1');

const USAGE = `usage: reports journal [--format pdf|csv] [--show-private] [--lang sv|en]
                       [--time-zone Europe/Stockholm] [--delimiter ';'|','] < trips.jsonl > report.pdf
       reports --help

journal  reads trips on standard input, one JSON object per line in the shape GET /api/journal answers (spec 02 §3
         Trip; distances and odometers in metres), and writes the driving journal to standard output: one section
         per vehicle and calendar month, vehicles by registration, months and trips in time order.
         A line is a trip when it has journal_id, trip.timestamp_start_ms, trip.timestamp_stop_ms,
         trip.odometer_start, trip.odometer_stop, trip.odometer_max and trip.purpose; any other line is reported on
         standard error and skipped (blank lines silently), and the exit status is still 0.
           --format pdf|csv      PDF (default) or CSV (UTF-8 with a byte-order mark, a header row, a row per trip)
           --show-private        print the details of private trips (PRIVATE, PRIVATE_AUTO); without it a private
                                 trip shows its date and distance only. A trip with "privateHidden": true (another
                                 driver's private trip) shows its date and distance only in any case
           --lang sv|en          the language of texts, month names and numbers (default sv)
           --time-zone ZONE      the IANA zone of dates, times and months (default Europe/Stockholm)
           --delimiter ';'|','   the CSV separator (default ','); with ';' numbers have a decimal comma, with ','
                                 a decimal point`;

interface JournalArgs {
  format: 'pdf' | 'csv';
  showPrivate: boolean;
  lang: ReportLanguage;
  timeZone: string;
  delimiter: CsvDelimiter;
}

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** `--name value` and `--name=value` both. */
function parseJournalArgs(args: readonly string[]): JournalArgs {
  const parsed: JournalArgs = {
    format: 'pdf',
    showPrivate: false,
    lang: 'sv',
    timeZone: 'Europe/Stockholm',
    delimiter: ',',
  };
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i].startsWith('--') && args[i].includes('=') ? args[i].split(/=(.*)/s, 2) : [args[i]];
    const value = (): string => {
      if (inline !== undefined) return inline;
      i += 1;
      if (i >= args.length) usageError(`${name} needs a value`);
      return args[i];
    };
    switch (name) {
      case '--show-private':
        if (inline !== undefined) usageError('--show-private takes no value');
        parsed.showPrivate = true;
        break;
      case '--format': {
        const format = value();
        if (format !== 'pdf' && format !== 'csv') usageError(`--format takes pdf or csv, not ${format}`);
        parsed.format = format;
        break;
      }
      case '--lang': {
        const lang = value();
        if (!REPORT_LANGUAGES.includes(lang as ReportLanguage)) usageError(`--lang takes sv or en, not ${lang}`);
        parsed.lang = lang as ReportLanguage;
        break;
      }
      case '--time-zone': {
        const zone = value();
        if (!isTimeZone(zone)) usageError(`--time-zone: unknown IANA time zone ${zone}`);
        parsed.timeZone = zone;
        break;
      }
      case '--delimiter': {
        const delimiter = { ';': ';', semicolon: ';', ',': ',', comma: ',' }[value()] as CsvDelimiter | undefined;
        if (!delimiter) usageError("--delimiter takes ';' or ','");
        parsed.delimiter = delimiter;
        break;
      }
      default:
        usageError(`unknown argument ${args[i]}`);
    }
  }
  return parsed;
}

/** The trips of standard input as they arrive; what is not a trip goes to standard error. */
async function* stdinTrips(): AsyncGenerator<ReportTrip> {
  let lineNumber = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNumber += 1;
    const parsed = parseJournalLine(line);
    if ('trip' in parsed) yield parsed.trip;
    else if ('error' in parsed) process.stderr.write(`line ${lineNumber}: ${parsed.error}, skipped\n`);
  }
}

async function journal(args: JournalArgs): Promise<void> {
  const sections = await groupJournalSections(stdinTrips(), args.timeZone);
  const options = { lang: args.lang, timeZone: args.timeZone, showPrivate: args.showPrivate };
  if (args.format === 'csv')
    await pipeline(journalCsv(sections, { ...options, delimiter: args.delimiter }), process.stdout);
  else await writeJournalPdf(sections, options, process.stdout);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, ...rest] = args;
  if (command !== 'journal') usageError(command ? `unknown command ${command}` : 'a command is required');
  await journal(parseJournalArgs(rest));
}

main().catch((error: unknown) => {
  process.stderr.write(`reports: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
