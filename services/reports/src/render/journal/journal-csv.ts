import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify';

import { DECIMAL_COMMA_CELL, DECIMAL_POINT_CELL } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import { attestationText, JournalCellFormatter } from './journal-cells';
import { type JournalSection, journalRows } from './journal-sections';
import { journalTexts, type ReportLanguage } from './journal-texts';

export type CsvDelimiter = ',' | ';';

export interface JournalCsvOptions {
  lang: ReportLanguage;
  timeZone: string;
  showPrivate: boolean;
  /** Spec 01 §9: comma by default, semicolon on request (Windows). */
  delimiter: CsvDelimiter;
}

// A cell a spreadsheet would run as a formula (CSV injection) gets a leading apostrophe; numbers are never text here.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The journal as CSV, streamed: UTF-8 with a byte-order mark, a header row, then one row per trip shown, each
 * carrying its section's vehicle and month so it stands alone. Numbers as the delimiter's spreadsheet reads them:
 * with ';' (Swedish Excel) a decimal comma, with ',' a decimal point; never a thousands separator.
 */
export function journalCsv(
  sections: Iterable<JournalSection> | AsyncIterable<JournalSection>,
  options: JournalCsvOptions,
): Readable {
  const texts = journalTexts(options.lang);
  const numbers = options.delimiter === ';' ? DECIMAL_COMMA_CELL : DECIMAL_POINT_CELL;
  const formatter = new JournalCellFormatter(texts, numbers, options.timeZone);
  const clock = new ZonedClock(options.timeZone);
  const c = texts.columns;

  async function* records(): AsyncGenerator<string[]> {
    yield [
      c.vehicle,
      c.month,
      c.date,
      c.startTime,
      c.stopDate,
      c.stopTime,
      c.odometerStart,
      c.odometerStop,
      c.startAddress,
      c.stopAddress,
      c.tripType,
      c.errand,
      c.distance,
      c.driver,
      c.congestionTax,
      c.infraFee,
      c.odometerGap,
      c.attestation,
    ];
    for await (const section of sections) {
      const vehicle = safeText(
        section.vehicleId === 0 ? texts.unknownVehicle : section.vehicleLabel || String(section.vehicleId),
      );
      const month = `${Math.floor(section.monthKey / 100)}-${pad2(section.monthKey % 100)}`;
      const attestation = attestationText(section.attestation, texts, clock);
      for (const row of journalRows(section, options.showPrivate)) {
        const cells = formatter.cells(row);
        yield [
          vehicle,
          month,
          cells.date,
          cells.startTime,
          cells.stopDate,
          cells.stopTime,
          cells.odometerStart,
          cells.odometerStop,
          safeText(cells.startAddress),
          safeText(cells.stopAddress),
          cells.tripType,
          safeText(cells.description),
          cells.distance,
          safeText(cells.driver),
          cells.congestionTax,
          cells.infraFee,
          cells.gap,
          attestation,
        ];
      }
    }
  }

  const source = Readable.from(records());
  const csv = stringify({ delimiter: options.delimiter, bom: true, record_delimiter: '\r\n' });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
