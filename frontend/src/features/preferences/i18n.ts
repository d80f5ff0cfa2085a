// Texts of the work schedule and travel purposes pages (namespace 'preferences', registered in src/i18n). Swedish
// is the default; English follows the same shape (checked by the compiler).

const svTexts = {
  user: 'Användare',
  loadFailed: 'Uppgifterna kunde inte hämtas.',
  schedule: {
    title: 'Arbetsschema',
    intro:
      'Resor som startar inom arbetstiden får den valda restypen. Ändringar gäller resor som avslutas efter ändringen.',
    notActivated: 'Schemat är inte aktiverat. Det visar standardschemat och påverkar inga resor förrän det aktiveras.',
    activated: 'Schemat är aktiverat.',
    activate: 'Aktivera schema',
    activatedOk: 'Arbetsschemat har aktiverats',
    savedOk: 'Arbetsschemat har sparats',
    deletedOk: 'Arbetsschemat har tagits bort',
    deleteConfirm: 'Är du säker på att du vill ta bort detta schema?',
    tripType: 'Resor inom arbetstid',
    tripTypes: { BUSINESS: 'Tjänst', PRIVATE: 'Privat' },
    days: {
      1: 'Måndag',
      2: 'Tisdag',
      3: 'Onsdag',
      4: 'Torsdag',
      5: 'Fredag',
      6: 'Lördag',
      7: 'Söndag',
    },
    dayActive: 'Arbetsdag',
    start: 'Start',
    stop: 'Slut',
    addTime: 'Lägg till tid',
    removeTime: 'Ta bort tiden',
    problem: {
      NO_TIMES: 'En arbetsdag behöver arbetstid.',
      STOP_NOT_AFTER_START: 'Sluttiden måste vara efter starttiden.',
      OVERLAP: 'Tiderna överlappar varandra.',
    },
    fixProblems: 'Rätta de markerade dagarna innan du sparar.',
  },
  purposes: {
    title: 'Resesyften',
    input: 'Nytt resesyfte',
    add: 'Lägg till',
    column: 'Resesyfte',
    remove: 'Ta bort resesyftet',
    empty: 'Inga resesyften sparade.',
    savedOk: 'Resesyftena har uppdaterats',
    problem: {
      REQUIRED: 'Ange ett resesyfte.',
      DUPLICATE: 'Resesyftet finns redan.',
    },
  },
};

type Texts = typeof svTexts;

const enTexts: Texts = {
  user: 'User',
  loadFailed: 'The data could not be loaded.',
  schedule: {
    title: 'Work schedule',
    intro:
      'Trips that start within working hours get the chosen trip type. Changes apply to trips that end after them.',
    notActivated: 'The schedule is not activated. It shows the default schedule and affects no trips until activated.',
    activated: 'The schedule is activated.',
    activate: 'Activate schedule',
    activatedOk: 'The work schedule is activated',
    savedOk: 'The work schedule is saved',
    deletedOk: 'The work schedule is removed',
    deleteConfirm: 'Are you sure you want to remove this schedule?',
    tripType: 'Trips within working hours',
    tripTypes: { BUSINESS: 'Business', PRIVATE: 'Private' },
    days: {
      1: 'Monday',
      2: 'Tuesday',
      3: 'Wednesday',
      4: 'Thursday',
      5: 'Friday',
      6: 'Saturday',
      7: 'Sunday',
    },
    dayActive: 'Working day',
    start: 'Start',
    stop: 'Stop',
    addTime: 'Add time',
    removeTime: 'Remove the time',
    problem: {
      NO_TIMES: 'A working day needs working hours.',
      STOP_NOT_AFTER_START: 'The stop must be after the start.',
      OVERLAP: 'The times overlap.',
    },
    fixProblems: 'Correct the marked days before saving.',
  },
  purposes: {
    title: 'Travel purposes',
    input: 'New travel purpose',
    add: 'Add',
    column: 'Travel purpose',
    remove: 'Remove the travel purpose',
    empty: 'No travel purposes saved.',
    savedOk: 'The travel purposes are updated',
    problem: {
      REQUIRED: 'Enter a travel purpose.',
      DUPLICATE: 'The travel purpose already exists.',
    },
  },
};

export const PREFERENCES_NS = 'preferences';
export const preferencesI18n = { sv: svTexts, en: enTexts };
