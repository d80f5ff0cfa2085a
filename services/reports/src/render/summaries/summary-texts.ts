import { ENGLISH_PRINT, type NumberStyle, SWEDISH_PRINT } from '../format/numbers';
import type { ReportLanguage } from '../journal/journal-texts';

/** Every word the summary reports (summaries, purpose, salary, eco score, trackers) print, in Swedish and English. */
export interface SummaryTexts {
  locale: string;
  numbers: NumberStyle;
  organization: string;
  period: string;
  timeZone: string;
  generated: string;
  page: (n: number) => string;
  total: string;
  noDriver: string;
  unknownVehicle: string;
  columns: {
    vehicle: string;
    vehicleName: string;
    vehicles: string;
    driver: string;
    trips: string;
    businessKm: string;
    privateKm: string;
    totalKm: string;
    distanceKm: string;
    odometerFirst: string;
    odometerLast: string;
    congestionTax: string;
    infraFee: string;
    driveTime: string;
    purpose: string;
    share: string;
    month: string;
    benefitType: string;
    status: string;
    ecoScore: string;
    acceleration: string;
    braking: string;
    cornering: string;
    harshAccelerations: string;
    harshBrakings: string;
    sharpCorners: string;
    co2PerKm: string;
    co2Total: string;
    tracker: string;
    imei: string;
    lastSeen: string;
    battery: string;
    lastPosition: string;
    latitude: string;
    longitude: string;
    positionTime: string;
    moves: string;
  };
  headings: { byPurpose: string; byDriverAndPurpose: string };
  attestation: { approved: string; denied: string; attested: string; notAttested: string };
  benefitTypes: Record<string, string>;
}

const SV: SummaryTexts = {
  locale: 'sv-SE',
  numbers: SWEDISH_PRINT,
  organization: 'Organisation',
  period: 'Period',
  timeZone: 'Tidszon',
  generated: 'Skapad',
  page: (n) => `Sida ${n}`,
  total: 'Totalt',
  noDriver: 'Ingen förare',
  unknownVehicle: 'Okänt fordon',
  columns: {
    vehicle: 'Fordon',
    vehicleName: 'Fordonsnamn',
    vehicles: 'Fordon',
    driver: 'Förare',
    trips: 'Resor',
    businessKm: 'Tjänstekörning (km)',
    privateKm: 'Privat körning (km)',
    totalKm: 'Total körsträcka (km)',
    distanceKm: 'Sträcka (km)',
    odometerFirst: 'Mätarställning första resan (km)',
    odometerLast: 'Mätarställning sista resan (km)',
    congestionTax: 'Trängselskatt (kr)',
    infraFee: 'Infrastrukturavgift (kr)',
    driveTime: 'Körtid (h:mm)',
    purpose: 'Ändamål',
    share: 'Andel av sträckan (%)',
    month: 'Månad',
    benefitType: 'Fordonstyp',
    status: 'Status',
    ecoScore: 'Eco score',
    acceleration: 'Acceleration',
    braking: 'Inbromsning',
    cornering: 'Kurvtagning',
    harshAccelerations: 'Hårda accelerationer',
    harshBrakings: 'Hårda inbromsningar',
    sharpCorners: 'Skarpa kurvor',
    co2PerKm: 'CO₂ (g/km)',
    co2Total: 'CO₂ totalt (kg)',
    tracker: 'Spårare',
    imei: 'IMEI',
    lastSeen: 'Senast sedd',
    battery: 'Batteri (%)',
    lastPosition: 'Senaste position (lat, lon)',
    latitude: 'Latitud',
    longitude: 'Longitud',
    positionTime: 'Positionens tid',
    moves: 'Förflyttningar',
  },
  headings: { byPurpose: 'Per ändamål', byDriverAndPurpose: 'Per förare och ändamål' },
  attestation: { approved: 'Godkänd', denied: 'Nekad', attested: 'Attesterad', notAttested: 'Ej attesterad' },
  benefitTypes: {
    PRIVATE: 'Privatbil',
    BENEFIT: 'Förmånsbil',
    WORK: 'Tjänstebil',
    TRACKER: 'Spårare',
    POOL: 'Poolbil',
  },
};

const EN: SummaryTexts = {
  locale: 'en-GB',
  numbers: ENGLISH_PRINT,
  organization: 'Organisation',
  period: 'Period',
  timeZone: 'Time zone',
  generated: 'Created',
  page: (n) => `Page ${n}`,
  total: 'Total',
  noDriver: 'No driver',
  unknownVehicle: 'Unknown vehicle',
  columns: {
    vehicle: 'Vehicle',
    vehicleName: 'Vehicle name',
    vehicles: 'Vehicles',
    driver: 'Driver',
    trips: 'Trips',
    businessKm: 'Business (km)',
    privateKm: 'Private (km)',
    totalKm: 'Total distance (km)',
    distanceKm: 'Distance (km)',
    odometerFirst: 'Odometer at first trip (km)',
    odometerLast: 'Odometer at last trip (km)',
    congestionTax: 'Congestion tax (SEK)',
    infraFee: 'Infrastructure fee (SEK)',
    driveTime: 'Drive time (h:mm)',
    purpose: 'Purpose',
    share: 'Share of distance (%)',
    month: 'Month',
    benefitType: 'Vehicle type',
    status: 'Status',
    ecoScore: 'Eco score',
    acceleration: 'Acceleration',
    braking: 'Braking',
    cornering: 'Cornering',
    harshAccelerations: 'Harsh accelerations',
    harshBrakings: 'Harsh brakings',
    sharpCorners: 'Sharp corners',
    co2PerKm: 'CO₂ (g/km)',
    co2Total: 'CO₂ total (kg)',
    tracker: 'Tracker',
    imei: 'IMEI',
    lastSeen: 'Last seen',
    battery: 'Battery (%)',
    lastPosition: 'Last position (lat, lon)',
    latitude: 'Latitude',
    longitude: 'Longitude',
    positionTime: 'Position time',
    moves: 'Moves',
  },
  headings: { byPurpose: 'By purpose', byDriverAndPurpose: 'By driver and purpose' },
  attestation: { approved: 'approved', denied: 'denied', attested: 'attested', notAttested: 'not attested' },
  benefitTypes: {
    PRIVATE: 'Private car',
    BENEFIT: 'Benefit car',
    WORK: 'Company car',
    TRACKER: 'Tracker',
    POOL: 'Pool car',
  },
};

export const summaryTexts = (lang: ReportLanguage): SummaryTexts => (lang === 'en' ? EN : SV);
