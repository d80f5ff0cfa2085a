import { ENGLISH_PRINT, type NumberStyle, SWEDISH_PRINT } from '../format/numbers';

export type ReportLanguage = 'sv' | 'en';
export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['sv', 'en'];

/** Every word the journal report prints, in Swedish and English. */
export interface JournalTexts {
  locale: string;
  numbers: NumberStyle;
  title: string;
  organization: string;
  vehicle: string;
  period: string;
  timeZone: string;
  generated: string;
  page: (n: number) => string;
  unknownVehicle: string;
  columns: {
    vehicle: string;
    month: string;
    date: string;
    startTime: string;
    stopDate: string;
    stopTime: string;
    odometerStart: string;
    odometerStop: string;
    startAddress: string;
    stopAddress: string;
    tripType: string;
    errand: string;
    distance: string;
    driver: string;
    congestionTax: string;
    infraFee: string;
    odometerGap: string;
    attestation: string;
  };
  /** Shorter headings for the PDF's narrow columns. */
  pdfColumns: {
    date: string;
    start: string;
    stop: string;
    odometerStart: string;
    odometerStop: string;
    from: string;
    to: string;
    errand: string;
    distance: string;
    driver: string;
    congestionTax: string;
    infraFee: string;
  };
  business: string;
  private: string;
  privateTrip: string;
  mergedTrips: (n: number) => string;
  gap: (km: string) => string;
  summary: {
    trips: string;
    businessKm: string;
    privateKm: string;
    totalKm: string;
    congestionTax: string;
    infraFee: string;
    odometerStart: string;
    odometerEnd: string;
    attestation: string;
  };
  attestation: {
    notAttested: string;
    attested: (by: string, at: string) => string;
    approved: (by: string, at: string) => string;
    refused: (by: string, at: string) => string;
  };
  noTrips: string;
  sek: string;
  km: string;
}

const SV: JournalTexts = {
  locale: 'sv-SE',
  numbers: SWEDISH_PRINT,
  title: 'Körjournal',
  organization: 'Organisation',
  vehicle: 'Fordon',
  period: 'Period',
  timeZone: 'Tidszon',
  generated: 'Skapad',
  page: (n) => `Sida ${n}`,
  unknownVehicle: 'Okänt fordon',
  columns: {
    vehicle: 'Fordon',
    month: 'Månad',
    date: 'Datum',
    startTime: 'Starttid',
    stopDate: 'Stoppdatum',
    stopTime: 'Stopptid',
    odometerStart: 'Mätarställning start (km)',
    odometerStop: 'Mätarställning stopp (km)',
    startAddress: 'Startadress',
    stopAddress: 'Stoppadress',
    tripType: 'Typ av resa',
    errand: 'Ärende',
    distance: 'Sträcka (km)',
    driver: 'Förare',
    congestionTax: 'Trängselskatt (kr)',
    infraFee: 'Infrastrukturavgift (kr)',
    odometerGap: 'Mätarglapp före resan (km)',
    attestation: 'Attestering',
  },
  pdfColumns: {
    date: 'Datum',
    start: 'Start',
    stop: 'Stopp',
    odometerStart: 'Mätare\nstart km',
    odometerStop: 'Mätare\nstopp km',
    from: 'Från',
    to: 'Till',
    errand: 'Ärende\n(syfte, vem som besöktes)',
    distance: 'Sträcka\nkm',
    driver: 'Förare',
    congestionTax: 'Trängsel-\nskatt kr',
    infraFee: 'Infra-\navgift kr',
  },
  business: 'Tjänsteresa',
  private: 'Privat resa',
  privateTrip: 'Privat resa',
  mergedTrips: (n) => `sammanslagen av ${n} resor`,
  gap: (km) => `Mätarglapp: ${km} km mellan föregående resas stopp och nästa resas start`,
  summary: {
    trips: 'Resor',
    businessKm: 'Tjänstekörning',
    privateKm: 'Privat körning',
    totalKm: 'Total körsträcka',
    congestionTax: 'Trängselskatt',
    infraFee: 'Infrastrukturavgift',
    odometerStart: 'Mätarställning vid månadens början',
    odometerEnd: 'Mätarställning vid månadens slut',
    attestation: 'Attestering',
  },
  attestation: {
    notAttested: 'Ej attesterad',
    attested: (by, at) => `Attesterad av ${by} ${at}`,
    approved: (by, at) => `godkänd av ${by} ${at}`,
    refused: (by, at) => `nekad av ${by} ${at}`,
  },
  noTrips: 'Inga resor',
  sek: 'kr',
  km: 'km',
};

const EN: JournalTexts = {
  locale: 'en-GB',
  numbers: ENGLISH_PRINT,
  title: 'Driving journal',
  organization: 'Organisation',
  vehicle: 'Vehicle',
  period: 'Period',
  timeZone: 'Time zone',
  generated: 'Created',
  page: (n) => `Page ${n}`,
  unknownVehicle: 'Unknown vehicle',
  columns: {
    vehicle: 'Vehicle',
    month: 'Month',
    date: 'Date',
    startTime: 'Start time',
    stopDate: 'Stop date',
    stopTime: 'Stop time',
    odometerStart: 'Odometer start (km)',
    odometerStop: 'Odometer stop (km)',
    startAddress: 'Start address',
    stopAddress: 'Stop address',
    tripType: 'Trip type',
    errand: 'Errand',
    distance: 'Distance (km)',
    driver: 'Driver',
    congestionTax: 'Congestion tax (SEK)',
    infraFee: 'Infrastructure fee (SEK)',
    odometerGap: 'Odometer gap before trip (km)',
    attestation: 'Attestation',
  },
  pdfColumns: {
    date: 'Date',
    start: 'Start',
    stop: 'Stop',
    odometerStart: 'Odometer\nstart km',
    odometerStop: 'Odometer\nstop km',
    from: 'From',
    to: 'To',
    errand: 'Errand\n(purpose, who was visited)',
    distance: 'Distance\nkm',
    driver: 'Driver',
    congestionTax: 'Congestion\ntax SEK',
    infraFee: 'Infra. fee\nSEK',
  },
  business: 'Business trip',
  private: 'Private trip',
  privateTrip: 'Private trip',
  mergedTrips: (n) => `merged from ${n} trips`,
  gap: (km) => `Odometer gap: ${km} km between the previous trip's stop and the next trip's start`,
  summary: {
    trips: 'Trips',
    businessKm: 'Business driving',
    privateKm: 'Private driving',
    totalKm: 'Total distance',
    congestionTax: 'Congestion tax',
    infraFee: 'Infrastructure fee',
    odometerStart: 'Odometer at month start',
    odometerEnd: 'Odometer at month end',
    attestation: 'Attestation',
  },
  attestation: {
    notAttested: 'Not attested',
    attested: (by, at) => `Attested by ${by} ${at}`,
    approved: (by, at) => `approved by ${by} ${at}`,
    refused: (by, at) => `refused by ${by} ${at}`,
  },
  noTrips: 'No trips',
  sek: 'SEK',
  km: 'km',
};

export const journalTexts = (lang: ReportLanguage): JournalTexts => (lang === 'en' ? EN : SV);
