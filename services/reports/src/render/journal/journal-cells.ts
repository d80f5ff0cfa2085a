import { formatInteger, formatKm, formatOdometer, type NumberStyle } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import type { Attestation, JournalRow } from './journal-sections';
import type { JournalTexts } from './journal-texts';

/** A trip's printed fields, '' where the row shows nothing. */
export interface JournalCells {
  date: string;
  startTime: string;
  stopDate: string;
  stopTime: string;
  odometerStart: string;
  odometerStop: string;
  startAddress: string;
  stopAddress: string;
  tripType: string;
  description: string;
  distance: string;
  driver: string;
  congestionTax: string;
  infraFee: string;
  gap: string;
}

/** "Tjänsteresa", or with the rest of a BUSINESS… purpose: "Tjänsteresa (kundbesök)". */
export function tripTypeText(purpose: string, isPrivate: boolean, texts: JournalTexts): string {
  if (isPrivate) return texts.private;
  const rest = purpose.startsWith('BUSINESS') ? purpose.slice('BUSINESS'.length) : purpose;
  const detail = rest.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return detail === '' ? texts.business : `${texts.business} (${detail})`;
}

/** Formats rows for one face: the PDF with the language's print, the CSV with spreadsheet cells. */
export class JournalCellFormatter {
  private readonly clock: ZonedClock;

  constructor(
    private readonly texts: JournalTexts,
    private readonly numbers: NumberStyle,
    timeZone: string,
    private readonly missing = '',
  ) {
    this.clock = new ZonedClock(timeZone);
  }

  cells(row: JournalRow): JournalCells {
    const { trip } = row;
    const start = this.clock.local(trip.startMs);
    const cells: JournalCells = {
      date: ZonedClock.date(start),
      startTime: '',
      stopDate: '',
      stopTime: '',
      odometerStart: '',
      odometerStop: '',
      startAddress: '',
      stopAddress: '',
      tripType: tripTypeText(trip.purpose, row.private, this.texts),
      description: '',
      distance: formatKm(trip.distanceM, this.numbers),
      driver: '',
      congestionTax: '',
      infraFee: '',
      gap: row.gapKm === 0 ? '' : formatInteger(row.gapKm, this.numbers),
    };
    if (!row.detailed) return cells;
    const stop = this.clock.local(trip.stopMs);
    cells.startTime = ZonedClock.time(start);
    cells.stopDate = ZonedClock.date(stop);
    cells.stopTime = ZonedClock.time(stop);
    cells.odometerStart = formatOdometer(trip.odometerStartM, this.numbers, this.missing);
    cells.odometerStop = formatOdometer(trip.odometerStopM, this.numbers, this.missing);
    cells.startAddress = trip.startAddress;
    cells.stopAddress = trip.stopAddress;
    cells.description = trip.description;
    cells.driver = trip.driverName;
    cells.congestionTax = formatInteger(trip.congestionTaxSek, this.numbers);
    cells.infraFee = formatInteger(trip.infraTaxSek, this.numbers);
    return cells;
  }
}

/** The section's vehicle: "ABC123", "ABC123 (Volvo V60)", or the unknown vehicle's words. */
export function vehicleText(
  section: { vehicleId: number; vehicleLabel: string; vehicleName: string },
  texts: JournalTexts,
) {
  if (section.vehicleId === 0) return texts.unknownVehicle;
  const label = section.vehicleLabel || `#${section.vehicleId}`;
  return section.vehicleName ? `${label} (${section.vehicleName})` : label;
}

/** The attestation trail in one line; '' when the caller gave none. */
export function attestationText(attestation: Attestation | undefined, texts: JournalTexts, clock: ZonedClock): string {
  if (!attestation) return '';
  const { attestedAtMs, decision } = attestation;
  const parts = [
    attestedAtMs === undefined
      ? texts.attestation.notAttested
      : texts.attestation.attested(attestation.attestedBy ?? '', clock.dateTimeText(attestedAtMs)),
  ];
  if (decision) {
    const at = clock.dateTimeText(decision.atMs);
    const said = decision.outcome === 'approved' ? texts.attestation.approved : texts.attestation.refused;
    parts.push(said(decision.by, at));
  }
  return parts.join(', ');
}
