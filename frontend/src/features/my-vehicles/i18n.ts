// Texts of the My vehicles screen (namespace 'myVehicles').
const svTexts = {
  title: 'Mitt fordon',
  select: 'Fordon',
  none: 'Du har inga fordon att visa.',
  noPosition: 'Fordonet har inte rapporterat någon position ännu. Kartan visar Stockholmsområdet.',
  privateMode: 'Fordonet är i privat läge: positionen visas inte.',
  positionUnavailable: 'Positionen kan inte hämtas just nu.',
  position: 'Position',
  gpsQuality: 'GPS-kvalitet',
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
  noPosition: 'The vehicle has not reported a position yet. The map shows the Stockholm area.',
  privateMode: 'The vehicle is in private mode: its position is not shown.',
  positionUnavailable: 'The position cannot be fetched right now.',
  position: 'Position',
  gpsQuality: 'GPS quality',
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
