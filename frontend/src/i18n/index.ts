import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { alarmsI18n } from '../features/alarms/i18n';
import { attestationI18n } from '../features/attestation/i18n';
import { deviceCommandsI18n } from '../features/device-commands/i18n';
import { devicesI18n } from '../features/devices/i18n';
import { ecoScoreI18n } from '../features/eco-score/i18n';
import { equipmentI18n } from '../features/equipment/i18n';
import { journalI18n } from '../features/journal/i18n';
import { mapI18n } from '../features/map/i18n';
import { myVehiclesI18n } from '../features/my-vehicles/i18n';
import { preferencesI18n } from '../features/preferences/i18n';
import { reportsI18n } from '../features/reports/i18n';
import { superVehiclesI18n } from '../features/superadmin-vehicles/i18n';
import { tollAnalyserI18n } from '../features/toll-analyser/i18n';
import { vehiclesI18n } from '../features/vehicles/i18n';
import { LocalKey, readLocal, writeLocal } from '../lib/local-settings';
import { en } from './en';
import { sv } from './sv';

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function storedLanguage(): Language {
  const stored = readLocal(LocalKey.language);
  return stored === 'en' ? 'en' : 'sv';
}

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        sv: {
          translation: sv,
          vehicles: vehiclesI18n.sv,
          myVehicles: myVehiclesI18n.sv,
          superVehicles: superVehiclesI18n.sv,
          devices: devicesI18n.sv,
          deviceCommands: deviceCommandsI18n.sv,
          equipment: equipmentI18n.sv,
          map: mapI18n.sv,
          journal: journalI18n.sv,
          ecoScore: ecoScoreI18n.sv,
          attestation: attestationI18n.sv,
          preferences: preferencesI18n.sv,
          reports: reportsI18n.sv,
          tollAnalyser: tollAnalyserI18n.sv,
          alarms: alarmsI18n.sv,
        },
        en: {
          translation: en,
          vehicles: vehiclesI18n.en,
          myVehicles: myVehiclesI18n.en,
          superVehicles: superVehiclesI18n.en,
          devices: devicesI18n.en,
          deviceCommands: deviceCommandsI18n.en,
          equipment: equipmentI18n.en,
          map: mapI18n.en,
          journal: journalI18n.en,
          ecoScore: ecoScoreI18n.en,
          attestation: attestationI18n.en,
          preferences: preferencesI18n.en,
          reports: reportsI18n.en,
          tollAnalyser: tollAnalyserI18n.en,
          alarms: alarmsI18n.en,
        },
      },
      lng: storedLanguage(),
      fallbackLng: 'sv',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export function changeLanguage(lang: Language): void {
  writeLocal(LocalKey.language, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export { i18n };
