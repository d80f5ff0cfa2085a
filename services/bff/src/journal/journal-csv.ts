import { stringify } from 'csv-stringify/sync';

import type { JournalEntryJson } from './journal.schemas';

const ZONE = 'Europe/Stockholm';
const date = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const time = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });

const PURPOSE_SV: Record<string, string> = { BUSINESS: 'Tjänst', PRIVATE: 'Privat', PRIVATE_AUTO: 'Privat' };
const STATUS_SV: Record<string, string> = {
  NONE: 'Ej bekräftad',
  CHECKED: 'Bekräftad',
  LOCKED: 'Attesterad',
  BAD: 'Flaggad',
  CORRECTED: 'Korrigerad',
  DONE: 'Godkänd',
};

export const JOURNAL_CSV_HEADER = [
  'Datum',
  'Start',
  'Stopp',
  'Från',
  'Till',
  'Sträcka (km)',
  'Ändamål',
  'Beskrivning',
  'Förare',
  'Fordon',
  'Status',
  'Mätarställning start (km)',
  'Mätarställning stopp (km)',
];

const km = (metres: number) => (metres / 1000).toFixed(2).replace('.', ',');

/**
 * The journal as CSV the way Swedish spreadsheets open it: UTF-8 with a byte-order mark, semicolons, decimal commas,
 * Europe/Stockholm dates and times. Another driver's private trip keeps its date, distance and purpose only, as in
 * the API (spec 02 §5).
 */
export function journalCsv(entries: readonly JournalEntryJson[]): string {
  const rows = entries.map((entry) => {
    const start = new Date(entry.trip.timestamp_start_ms);
    const stop = new Date(entry.trip.timestamp_stop_ms);
    const hidden = entry.privateHidden;
    const purpose = entry.trip.purpose;
    return [
      date.format(start),
      hidden ? 'Privat resa' : time.format(start),
      hidden ? '' : `${time.format(stop)}${date.format(stop) === date.format(start) ? '' : ` (${date.format(stop)})`}`,
      hidden ? '' : entry.geocode_start.format,
      hidden ? '' : entry.geocode_stop.format,
      km(entry.trip.odometer_max),
      PURPOSE_SV[purpose] ?? (purpose.startsWith('BUSINESS') ? 'Tjänst' : purpose),
      hidden ? '' : entry.trip.description,
      entry.driver?.displayName ?? '',
      entry.vehicle.registry || entry.vehicle.full_name,
      STATUS_SV[entry.status] ?? entry.status,
      entry.trip.odometer_start > 0 ? km(entry.trip.odometer_start) : '',
      entry.trip.odometer_stop > 0 ? km(entry.trip.odometer_stop) : '',
    ];
  });
  return `\uFEFF${stringify([JOURNAL_CSV_HEADER, ...rows], { delimiter: ';', record_delimiter: '\r\n' })}`;
}

/** The download's name: the range's first and last day. */
export function journalCsvFileName(fromMs: number, toMs: number): string {
  return `korjournal-${date.format(new Date(fromMs))}-${date.format(new Date(toMs - 1))}.csv`;
}
