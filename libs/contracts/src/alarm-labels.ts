import { AlarmName } from './generated/fleetlog/alarms/v1/events';

/**
 * Each alarm name as a person reads it, in Swedish and English: in the alarms' mails and in the reports of alarm
 * periods alike (the screens have their own translations, as the rest of the web app).
 */
export const ALARM_NAME_LABELS: Readonly<Record<AlarmName, { sv: string; en: string }>> = {
  [AlarmName.ALARM_NAME_UNSPECIFIED]: { sv: 'Larm', en: 'Alarm' },
  [AlarmName.NO_DRIVER]: { sv: 'Ingen förare', en: 'No driver' },
  [AlarmName.UNPLUG]: { sv: 'Urkopplad enhet', en: 'Tracker unplugged' },
  [AlarmName.LOW_BATTERY]: { sv: 'Lågt batteri', en: 'Low battery' },
  [AlarmName.MISSING_TRIPS]: { sv: 'Saknade resor', en: 'Missing trips' },
  [AlarmName.INTERMITTENCE]: { sv: 'Avbrott i kontakten', en: 'Intermittent contact' },
  [AlarmName.NO_CONTACT]: { sv: 'Ingen kontakt', en: 'No contact' },
  [AlarmName.INSPECTION]: { sv: 'Besiktning', en: 'Inspection' },
  [AlarmName.SERVICE]: { sv: 'Service', en: 'Service' },
  [AlarmName.JAMMING]: { sv: 'Störsändning', en: 'Jamming' },
  [AlarmName.CRASH]: { sv: 'Krock', en: 'Crash' },
  [AlarmName.TOWING]: { sv: 'Bogsering', en: 'Towing' },
  [AlarmName.DRIVING_SCHEDULE]: { sv: 'Körning utanför schema', en: 'Driving outside the schedule' },
  [AlarmName.ON_WAY]: { sv: 'På väg', en: 'On the way' },
  [AlarmName.ODOMETER_DIFFERENCE]: { sv: 'Mätarställningsavvikelse', en: 'Odometer difference' },
  [AlarmName.FERRY]: { sv: 'Färja', en: 'Ferry' },
  [AlarmName.ODOMETER_REMINDER]: { sv: 'Påminnelse om mätarställning', en: 'Odometer reminder' },
  [AlarmName.INSPECTION_REMINDER]: { sv: 'Påminnelse om besiktning', en: 'Inspection reminder' },
  [AlarmName.SERVICE_REMINDER]: { sv: 'Påminnelse om service', en: 'Service reminder' },
  [AlarmName.GEO_ZONE]: { sv: 'Geozon', en: 'Geofence' },
};
