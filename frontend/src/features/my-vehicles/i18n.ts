// Texts of the My vehicles screen (namespace 'myVehicles').
const svTexts = {
  title: 'Mitt fordon',
  select: 'Fordon',
  none: 'Du har inga fordon att visa.',
  noLivePosition:
    'Fordonets position visas när spårningen är ansluten (kommer med nästa leverans). Kartan visar tills vidare Stockholmsområdet.',
  archivedAlert:
    'Arkiverade fordon registrerar inga körningar. En administratör i företaget kan återaktivera fordonet under fliken Fordon.',
  details: 'Fordonsuppgifter',
  row: {
    registry: 'Registreringsnummer',
    displayName: 'Alias',
    type: 'Typ',
    defaultTripType: 'Standardrestyp',
    currentDriver: 'Incheckad förare',
    defaultDriver: 'Standardförare',
    odometer: 'Mätarställning',
    lastSeen: 'Senast sedd',
    device: 'Enhet',
    archivedAt: 'Arkiverad',
    nextInspection: 'Nästa besiktning',
  },
  archivedSuffix: '(arkiverad)',
};

export type MyVehiclesTexts = typeof svTexts;

const enTexts: MyVehiclesTexts = {
  title: 'My vehicle',
  select: 'Vehicle',
  none: 'You have no vehicles to show.',
  noLivePosition:
    'The vehicle position is shown once tracking is connected (coming with the next delivery). Until then the map shows the Stockholm area.',
  archivedAlert:
    'Archived vehicles record no driving data. A company administrator can reactivate the vehicle under the Vehicles tab.',
  details: 'Vehicle details',
  row: {
    registry: 'Registration number',
    displayName: 'Alias',
    type: 'Type',
    defaultTripType: 'Default trip type',
    currentDriver: 'Checked-in driver',
    defaultDriver: 'Default driver',
    odometer: 'Odometer',
    lastSeen: 'Last seen',
    device: 'Device',
    archivedAt: 'Archived',
    nextInspection: 'Next inspection',
  },
  archivedSuffix: '(archived)',
};

export const myVehiclesI18n = { sv: svTexts, en: enTexts };
