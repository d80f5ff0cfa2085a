// Texts of the eco score page (namespace 'ecoScore', registered in src/i18n). Swedish is the default (spec 02 §1);
// English follows the same shape (checked by the compiler).

const svTexts = {
  title: 'Eco score',
  filters: {
    vehicles: 'Fordon',
    chooseVehicles: 'Välj fordon',
    noOptions: 'Inga träffar',
    from: 'Från',
    to: 'Till',
    rangeOrder: 'Slutdatumet ligger före startdatumet.',
    rangeTooLong: 'Välj högst ett år åt gången.',
  },
  pickVehicles: 'Välj ett eller flera fordon för att se deras eco score för perioden.',
  badRange: 'Välj en giltig period för att se eco score.',
  noVehicles: 'Det finns inga fordon att välja.',
  card: {
    loadFailed: 'Eco score kunde inte hämtas.',
    noTrips: 'Inga resor under perioden',
    noDistance: 'Resorna saknar körsträcka, så det finns inget att poängsätta.',
    total: 'Totalt',
    trips_one: '{{count}} resa',
    trips_other: '{{count}} resor',
    distance: '{{km}} km',
  },
  category: {
    acceleration: 'Acceleration',
    braking: 'Inbromsning',
    cornering: 'Kurvtagning',
  },
  events: {
    acceleration_one: '{{count}} kraftig acceleration',
    acceleration_other: '{{count}} kraftiga accelerationer',
    braking_one: '{{count}} kraftig inbromsning',
    braking_other: '{{count}} kraftiga inbromsningar',
    cornering_one: '{{count}} skarp kurva',
    cornering_other: '{{count}} skarpa kurvor',
  },
  co2: {
    vehicle: 'Fordonets CO₂',
    total: 'Total CO₂',
    gKm: '{{value}} g/km',
    kg: '{{value}} kg',
    noFuelData: 'Ingen bränsledata',
  },
  noScore: '–',
};

type Texts = typeof svTexts;

const enTexts: Texts = {
  title: 'Eco score',
  filters: {
    vehicles: 'Vehicles',
    chooseVehicles: 'Choose vehicles',
    noOptions: 'No matches',
    from: 'From',
    to: 'To',
    rangeOrder: 'The end date is before the start date.',
    rangeTooLong: 'Choose at most one year at a time.',
  },
  pickVehicles: 'Choose one or more vehicles to see their eco score for the period.',
  badRange: 'Choose a valid period to see the eco score.',
  noVehicles: 'There are no vehicles to choose.',
  card: {
    loadFailed: 'The eco score could not be loaded.',
    noTrips: 'No trips in the period',
    noDistance: 'The trips have no distance, so there is nothing to score.',
    total: 'Total',
    trips_one: '{{count}} trip',
    trips_other: '{{count}} trips',
    distance: '{{km}} km',
  },
  category: {
    acceleration: 'Acceleration',
    braking: 'Braking',
    cornering: 'Cornering',
  },
  events: {
    acceleration_one: '{{count}} harsh acceleration',
    acceleration_other: '{{count}} harsh accelerations',
    braking_one: '{{count}} harsh braking',
    braking_other: '{{count}} harsh brakings',
    cornering_one: '{{count}} sharp corner',
    cornering_other: '{{count}} sharp corners',
  },
  co2: {
    vehicle: 'Vehicle CO₂',
    total: 'Total CO₂',
    gKm: '{{value}} g/km',
    kg: '{{value}} kg',
    noFuelData: 'No fuel data',
  },
  noScore: '–',
};

export const ECO_SCORE_NS = 'ecoScore';
export const ecoScoreI18n = { sv: svTexts, en: enTexts };
