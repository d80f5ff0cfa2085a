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
  // Labels shared with the vehicles screen are read from its col table (vehicles:col.*).
  row: {
    odometer: 'Mätarställning',
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
    odometer: 'Odometer',
    nextInspection: 'Next inspection',
  },
  archivedSuffix: '(archived)',
};

export const myVehiclesI18n = { sv: svTexts, en: enTexts };
