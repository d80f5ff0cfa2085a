import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

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
      resources: { sv: { translation: sv }, en: { translation: en } },
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
