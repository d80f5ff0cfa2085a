// Translated text for every server ErrorCode of proto/fleetlog/common/v1/errors.proto (spec 01 §8.3). A test reads
// the proto and fails when a code has no sv or en text here.

export type ErrorText = { sv: string; en: string };

export const UNKNOWN_ERROR_TEXT: ErrorText = {
  sv: 'No default message has been set/found.',
  en: 'No default message has been set/found.',
};

export const errorMessages: Record<string, ErrorText> = {
  ERROR_CODE_UNSPECIFIED: { sv: 'Något gick fel. Försök igen.', en: 'Something went wrong. Please try again.' },

  DEVICE_ALREADY_INSTALLED: {
    sv: 'Enheten är redan installerad i ett annat fordon.',
    en: 'The device is already installed in another vehicle.',
  },
  DEVICE_FORBIDDEN: { sv: 'Du har inte behörighet till enheten.', en: 'You are not allowed to access this device.' },
  DEVICE_INCOMPLETE: { sv: 'Enhetens uppgifter är ofullständiga.', en: 'The device details are incomplete.' },
  DEVICE_MISSING: { sv: 'Kunde inte hitta enheten.', en: 'The device could not be found.' },
  DEVICE_MISSING_VEHICLE: { sv: 'Enheten saknar fordon.', en: 'The device has no vehicle.' },
  DEVICE_NOT_INSTALLED: { sv: 'Enheten är inte installerad.', en: 'The device is not installed.' },
  DEVICE_RETIRED: { sv: 'Enheten är avvecklad.', en: 'The device is retired.' },

  DIFFERENT_ORGANIZATIONS_DEVICE: {
    sv: 'Enheten tillhör en annan organisation.',
    en: 'The device belongs to a different organisation.',
  },
  DIFFERENT_ORGANIZATIONS_VEHICLE: {
    sv: 'Fordonet tillhör en annan organisation.',
    en: 'The vehicle belongs to a different organisation.',
  },
  DIFFERENT_ORGANIZATIONS_USER: {
    sv: 'Användaren tillhör en annan organisation.',
    en: 'The user belongs to a different organisation.',
  },
  EMAIL_ALREADY_EXISTS: { sv: 'E-postadressen finns redan.', en: 'The e-mail address already exists.' },
  ICCID_ALREADY_EXISTS: { sv: 'ICCID finns redan.', en: 'The ICCID already exists.' },
  IMEI_ALREADY_EXISTS: { sv: 'IMEI finns redan.', en: 'The IMEI already exists.' },
  PHONE_ALREADY_EXISTS: { sv: 'Telefonnumret finns redan.', en: 'The phone number already exists.' },
  IBUTTON_ALREADY_EXISTS: {
    sv: 'iButton-ID:t används redan av en annan användare.',
    en: 'The iButton ID is already used by another user.',
  },
  ICCID_LENGTH: { sv: 'ICCID måste vara 18 till 22 siffror.', en: 'The ICCID must be 18 to 22 digits.' },
  IMEI_LENGTH: { sv: 'IMEI måste vara 14 till 16 siffror.', en: 'The IMEI must be 14 to 16 digits.' },
  PHONE_LENGTH: { sv: 'Minst 14 siffror krävs!', en: 'At least 14 digits are required!' },
  REGISTRY_ALREADY_EXISTS: { sv: 'Registreringsnumret finns redan.', en: 'The registration number already exists.' },
  REGISTRY_ALREADY_SET: {
    sv: 'Registreringsnumret är redan satt och kan inte ändras.',
    en: 'The registration number is already set and cannot be changed.',
  },
  ID_MISMATCH: { sv: 'Id:t stämmer inte överens.', en: 'The id does not match.' },

  DRIVER_NOT_PERMITTED_FOR_VEHICLE: {
    sv: 'Föraren har inte behörighet till fordonet.',
    en: 'The driver is not permitted for this vehicle.',
  },
  MISSING_CLEARANCE: { sv: 'Du saknar behörighet för detta.', en: 'You do not have clearance for this.' },
  NO_ACCESS_TO_FEATURE: {
    sv: 'Din organisation har inte tillgång till funktionen.',
    en: 'Your organisation has no access to this feature.',
  },
  ROOT_OR_ADMIN_REQUIRED: { sv: 'Kräver administratör (root or admin required).', en: 'Root or admin required.' },
  ROOT_REQUIRED: { sv: 'Kräver superadministratör (root required).', en: 'Root required.' },
  ORGANIZATION_FORBIDDEN: {
    sv: 'Du har inte behörighet till organisationen.',
    en: 'You are not allowed to access this organisation.',
  },
  ORGANIZATION_MISSING: { sv: 'Organisationen finns inte.', en: 'The organisation does not exist.' },
  USER_FORBIDDEN: { sv: 'Du har inte behörighet till användaren.', en: 'You are not allowed to access this user.' },
  USER_MISSING: { sv: 'Användaren finns inte.', en: 'The user does not exist.' },
  USERNAME_MISSING: { sv: 'Användarnamn saknas.', en: 'The username is missing.' },
  VEHICLE_FORBIDDEN: { sv: 'Du har inte behörighet till fordonet.', en: 'You are not allowed to access this vehicle.' },
  VEHICLE_HAS_DEVICE: { sv: 'Fordonet har redan en enhet.', en: 'The vehicle already has a device.' },
  VEHICLE_MISSING: { sv: 'Fordonet finns inte.', en: 'The vehicle does not exist.' },
  VEHICLE_MISSING_DEVICE: { sv: 'Fordonet saknar enhet.', en: 'The vehicle has no device.' },
  BAD_ROLES: { sv: 'Ogiltiga roller.', en: 'Invalid roles.' },
  BAD_REG: { sv: 'Ogiltigt registreringsnummer.', en: 'Invalid registration number.' },
  BAD_ZONE_ID: { sv: 'Ogiltig zon.', en: 'Invalid zone.' },
  ISO_COUNTRY_CODE_MISSING: { sv: 'Landskod saknas.', en: 'The country code is missing.' },
  FORBIDDEN_DURING_TRIP: { sv: 'Inte tillåtet under pågående resa.', en: 'Not allowed during an ongoing trip.' },

  MISSING_TOKEN: { sv: 'Länken saknar kod. Begär en ny länk.', en: 'The link has no token. Request a new link.' },
  TOKEN_EXPIRED: { sv: 'Länken har gått ut. Begär en ny länk.', en: 'The link has expired. Request a new link.' },
  TOKEN_USED: {
    sv: 'Länken har redan använts. Begär en ny länk.',
    en: 'The link has already been used. Request a new link.',
  },
  OLD_PASSWORD_MISSING: { sv: 'Ange ditt nuvarande lösenord.', en: 'Please enter your current password.' },
  PASSWORD_MISMATCH: { sv: 'Lösenorden stämmer inte överens.', en: 'The passwords do not match.' },
  PASSWORD_SHORT: { sv: 'Lösenordet måste vara minst 8 tecken.', en: 'The password must be at least 8 characters.' },
  PASSWORD_SAME: {
    sv: 'Det nya lösenordet måste skilja sig från det gamla.',
    en: 'The new password must differ from the old one.',
  },
  MISFORMATTED_FIELDS: { sv: 'Objektet är felformaterat.', en: 'The object is malformed.' },
  MISSING_FIELDS: { sv: 'Något saknas eller är fel i formuläret.', en: 'Something is missing or wrong in the form.' },
  ONLY_DIGITS: { sv: 'Endast siffror', en: 'Digits only' },

  NO_ODOMETER_REFERENCE: {
    sv: 'Det finns ingen (historisk) mätarställning att utgå från.',
    en: 'There is no (historical) odometer reference.',
  },
  ODOMETER_TOO_LARGE: { sv: 'Mätarställningen är för stor.', en: 'The odometer value is too large.' },
  VEHICLE_TRAVELLED_FARTHER: {
    sv: 'Fordonet har kört längre än angiven mätarställning.',
    en: 'The vehicle has travelled farther than the given odometer value.',
  },

  INVALID_LOGIN: { sv: 'Felaktig inloggning - försök igen', en: 'invalid login - please try again' },
  USER_ARCHIVED: {
    sv: 'Användaren är arkiverad och kan inte logga in. Kontakta din administratör.',
    en: 'The user is archived and cannot log in. Contact your administrator.',
  },
  TOO_MANY_ATTEMPTS: {
    sv: 'För många inloggningsförsök. Vänta en stund och försök igen.',
    en: 'Too many attempts. Wait a while and try again.',
  },
  UNAUTHENTICATED: { sv: 'Autentisering misslyckades', en: 'Authentication failed' },
  NOT_FOUND: { sv: 'Hittades inte.', en: 'Not found.' },

  JOURNAL_MISSING: { sv: 'Resan finns inte.', en: 'The trip does not exist.' },
  BAD_TIMESTAMP: { sv: 'Bad timestamp', en: 'Bad timestamp' },
  OWN_TRIPS_ONLY: { sv: 'Endast egna resor kan hanteras.', en: 'Only your own trips can be handled.' },
  TRIP_ATTESTED: { sv: 'Resan är attesterad.', en: 'The trip is attested.' },
  PRIVATE_TRIP_DIFFERENT_USER: {
    sv: 'Privata resor kan bara hanteras av resans förare.',
    en: "Private trips can only be handled by the trip's driver.",
  },
  PRIVATE_IRREVERSIBLE: {
    sv: 'En privat resa kan inte ändras tillbaka till tjänsteresa.',
    en: 'A private trip cannot be changed back to business.',
  },
  PRIVATE_NOT_CONFIRMED: {
    sv: 'Bekräfta att en annan förares resa ska markeras som privat.',
    en: "Confirm that another driver's trip is to be marked private.",
  },
  BAD_PURPOSE: { sv: 'Ogiltigt ändamål.', en: 'Invalid purpose.' },
  TRIPS_NOT_CONNECTED: {
    sv: 'Resorna hänger inte ihop (högst 120 minuter mellan dem).',
    en: 'The trips are not connected (at most 120 minutes between them).',
  },
  DIFFERENT_TRIP_TYPES: { sv: 'Resorna har olika restyp.', en: 'The trips have different trip types.' },
  DIFFERENT_DRIVERS: { sv: 'Resorna har olika förare.', en: 'The trips have different drivers.' },
  DIFFERENT_VEHICLES: { sv: 'Resorna gjordes med olika fordon.', en: 'The trips were made with different vehicles.' },
  ADMIN_ALREADY_APPROVED: { sv: 'Månaden är redan godkänd.', en: 'The month is already approved.' },
  TRIPS_NEED_CORRECTION: {
    sv: 'Det finns resor som ska korrigeras.',
    en: 'There are trips to correct.',
  },
  MONTH_NOT_ATTESTED: { sv: 'Månaden är inte attesterad.', en: 'The month is not attested.' },
  BAD_MONTH: { sv: 'Ogiltig månad.', en: 'Invalid month.' },
  MONTH_ALREADY_ATTESTED: { sv: 'Månaden är redan attesterad.', en: 'The month is already attested.' },
  MOVE_TRIPS_FAILED: { sv: 'Flytten av resor misslyckades', en: 'Moving trips failed' },
  INCOMPATIBLE_PURPOSES: {
    sv: 'Resorna har olika ändamål och kan inte slås ihop.',
    en: 'The trips have different purposes and cannot be merged.',
  },
  TRIPS_MISSING_PURPOSE: {
    sv: 'Tjänsteresor saknar ändamål. Fyll i dem och försök igen.',
    en: 'Business trips lack a purpose. Add them and try again.',
  },
  PASSAGE_MISSING: { sv: 'Passagen saknas.', en: 'The passage is missing.' },
  REPORT_SCHEDULE_MISSING: { sv: 'Rapportschemat saknas.', en: 'The report schedule is missing.' },
  SUMMARIES_MISSING: {
    sv: 'Det finns inga sammanställningar för perioden.',
    en: 'There are no summaries for the period.',
  },
  JOURNALS_MISSING: {
    sv: 'Det finns inga resor i körjournalen för perioden.',
    en: 'There are no journal trips for the period.',
  },
  REPORT_TYPE_UNKNOWN: { sv: 'Okänd rapporttyp.', en: 'Unknown report type.' },
  REPORT_PERIOD_TOO_LONG: { sv: 'En rapport kan omfatta högst ett år.', en: 'A report can cover at most one year.' },
  REPORT_FORMAT_UNAVAILABLE: {
    sv: 'Rapporten finns inte i det formatet eller på det sättet.',
    en: 'The report is not available in that format or that way.',
  },
  REPORT_FILE_EXPIRED: { sv: 'Länken till rapporten har gått ut.', en: 'The link to the report has expired.' },
  ALARM_SETTING_MISSING: { sv: 'Larmet finns inte.', en: 'The alarm does not exist.' },
  ALARM_PERIOD_MISSING: { sv: 'Larmhändelsen finns inte.', en: 'The alarm event does not exist.' },
  ALARM_NAME_UNKNOWN: { sv: 'Okänd larmtyp.', en: 'unknown alarm type' },
  ALARM_FIELD_INVALID: { sv: 'Fältet får inte vara tomt.', en: 'field cannot be empty' },
  GEOFENCE_TOO_FEW_POINTS: {
    sv: 'Välj minst 3 punkter på kartan.',
    en: 'need to select at least 3 points on the map',
  },
  GEOFENCE_SELF_INTERSECTING: { sv: 'Zonens kanter korsar varandra.', en: "The zone's edges cross each other." },
  GEOFENCE_BAD_DISTORTION: { sv: 'Känsligheten ska vara 0–100.', en: 'The sensitivity must be 0–100.' },
  ALARM_COMMENT_TOO_LONG: { sv: 'Kommentaren får vara högst 40 tecken.', en: 'The comment may be at most 40 characters.' },
  INTERNAL: { sv: 'Internt serverfel.', en: 'Internal server error.' },
  SERVICE_NOT_CONFIGURED: { sv: 'Tjänsten är inte konfigurerad.', en: 'The service is not configured.' },
};

export function errorText(code: string | undefined, lang: string): string {
  const entry = (code && errorMessages[code]) || UNKNOWN_ERROR_TEXT;
  return lang.startsWith('en') ? entry.en : entry.sv;
}
