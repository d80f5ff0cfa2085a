// Texts of the attest dialog and the payroll screen (namespace 'attestation', registered in src/i18n). Swedish is
// the default (spec 02 §1); English follows the same shape (checked by the compiler).

const svTexts = {
  status: { APPROVED: 'Godkänd', REFUSED: 'Nekad', ATTESTED: 'Attesterad', NOT_ATTESTED: 'Ej attesterad' },
  attest: {
    button: 'Attestera',
    menuHeading: 'Attestera månad',
    unavailable: {
      CHOOSE_ONE_VEHICLE: 'Välj ett fordon för att attestera resor.',
      OWN_TRIPS_ONLY: 'Endast egna resor kan attesteras. Välj bara dig själv som förare.',
    },
    title: 'Attestera {{month}}',
    vehicle: 'Dina resor i {{vehicle}}',
    state: {
      NOT_ATTESTED: 'Månaden är inte attesterad.',
      ATTESTED: 'Månaden attesterades {{date}} och väntar på granskning.',
      APPROVED: 'Månaden är godkänd av administratören.',
      REFUSED: 'Månaden nekades av administratören.',
    },
    refusedMessage: 'Meddelande: {{message}}',
    counts: {
      trips: 'Resor under månaden',
      noDescription: 'Tjänsteresor utan beskrivning',
      lightAttested: 'Bekräftade resor',
      notCertified: 'Ej bekräftade resor',
      flagged: 'Resor att rätta',
    },
    warning: {
      EARLIER_UNATTESTED_one: '{{count}} tidigare månad med resor är inte attesterad: {{months}}.',
      EARLIER_UNATTESTED_other: '{{count}} tidigare månader med resor är inte attesterade: {{months}}.',
      NO_DESCRIPTION_one: '{{count}} tjänsteresa saknar beskrivning.',
      NO_DESCRIPTION_other: '{{count}} tjänsteresor saknar beskrivning.',
      NOT_CONFIRMED_one: '{{count}} resa är inte bekräftad. Den attesteras ändå.',
      NOT_CONFIRMED_other: '{{count}} resor är inte bekräftade. De attesteras ändå.',
    },
    includePrevious: 'Attestera även tidigare månader',
    blocked: {
      ADMIN_ALREADY_APPROVED: 'Månaden är redan godkänd och kan inte attesteras igen.',
      ALREADY_ATTESTED: 'Månaden är redan attesterad.',
      TRIPS_NEED_CORRECTION_one:
        '{{count}} resa behöver rättas. Rätta den och markera den som rättad innan du attesterar.',
      TRIPS_NEED_CORRECTION_other:
        '{{count}} resor behöver rättas. Rätta dem och markera dem som rättade innan du attesterar.',
      TRIPS_MISSING_PURPOSE_one:
        'Lönesystemet (Kontek) kräver ändamål på alla tjänsteresor. {{count}} resa saknar ändamål: fyll i det och försök igen.',
      TRIPS_MISSING_PURPOSE_other:
        'Lönesystemet (Kontek) kräver ändamål på alla tjänsteresor. {{count}} resor saknar ändamål: fyll i dem och försök igen.',
    },
    irreversible: 'Attesteringen låser månadens resor. Den kan inte ångras av dig.',
    confirm: 'Attestera',
    done_one: '{{months}} är attesterad.',
    done_other: '{{months}} är attesterade.',
    loadFailed: 'Månadens uppgifter kunde inte hämtas.',
  },
  payroll: {
    title: 'Lönerapporter',
    month: 'Månad',
    organization: 'Organisation',
    allOrganizations: 'Alla organisationer',
    benefitType: 'Fordonstyp',
    allBenefitTypes: 'Alla fordonstyper',
    search: 'Sök registreringsnummer eller förare',
    unknownOrganization: 'Organisation {{id}}',
    columns: {
      driver: 'Förare',
      vehicle: 'Fordon',
      trips: 'Resor',
      business: 'Tjänst',
      private: 'Privat',
      status: 'Status',
      actions: 'Åtgärder',
    },
    flagged_one: '{{count}} att rätta',
    flagged_other: '{{count}} att rätta',
    noMonths: 'Inga förare har resor eller attesteringar för {{month}}.',
    noMatches: 'Inga rader matchar filtret.',
    loadFailed: 'Lönerapporten kunde inte hämtas. Försök igen.',
    action: { remind: 'Påminn', review: 'Granska', unlock: 'Lås upp', reset: 'Återställ' },
    remind: {
      title: 'Påminn föraren',
      text: '{{driver}} får ett e-postmeddelande om att attestera {{month}} för {{vehicle}}.',
      message: 'Meddelande (valfritt)',
      send: 'Skicka påminnelse',
      sent: 'Meddelande till föraren skickat',
    },
    unlock: {
      confirm:
        'Lås upp den godkända månaden {{month}} för {{driver}} i {{vehicle}}? Godkännandet tas bort; attesteringen står kvar.',
      ok: 'Lås upp',
      done: 'Månaden är upplåst.',
    },
    reset: {
      confirm:
        'Återställ månaden {{month}} för {{driver}} i {{vehicle}}? Attestering, godkännande och nekande tas bort och resorna öppnas igen.',
      ok: 'Återställ',
      done: 'Månaden är återställd.',
    },
    review: {
      title: 'Granska körjournal',
      subtitle: '{{driver}} · {{vehicle}} · {{month}}',
      attestedAt: 'Attesterad {{date}}',
      summary: '{{trips}} resor · tjänst {{business}} · privat {{private}}',
      flagged_one: '{{count}} resa väntar på förarens rättning. Månaden kan godkännas först när den är rättad.',
      flagged_other: '{{count}} resor väntar på förarens rättning. Månaden kan godkännas först när de är rättade.',
      columns: {
        flag: 'Rätta',
        day: 'Datum',
        time: 'Tid',
        route: 'Från / till',
        distance: 'Sträcka',
        purpose: 'Ändamål',
        description: 'Beskrivning',
      },
      tick: 'Markera resan för rättning',
      noTrips: 'Inga resor under månaden.',
      loadFailed: 'Resorna kunde inte hämtas.',
      message: 'Meddelande till föraren',
      messageHelp: 'Krävs för att neka. Markerade resor får meddelandet som kommentar.',
      approve: 'Godkänn',
      approveBlocked: {
        TRIPS_FLAGGED: 'Månaden kan inte godkännas medan resor väntar på rättning.',
        TRIPS_TICKED: 'Avmarkera resorna för att godkänna, eller skicka dem för rättning.',
      },
      refuse: {
        FLAG_TRIPS_one: 'Skicka {{count}} resa för rättning',
        FLAG_TRIPS_other: 'Skicka {{count}} resor för rättning',
        UNATTEST_MONTH: 'Neka hela månaden',
      },
      unattestConfirm:
        'Ingen resa är markerad. Vill du neka hela månaden? Attesteringen tas bort och föraren får attestera månaden igen.',
      approved: 'Månaden är godkänd.',
      refused: 'Månaden är nekad och skickad tillbaka till föraren.',
    },
  },
};

type Texts = typeof svTexts;

const enTexts: Texts = {
  status: { APPROVED: 'Approved', REFUSED: 'Denied', ATTESTED: 'Attested', NOT_ATTESTED: 'Not attested' },
  attest: {
    button: 'Attest',
    menuHeading: 'Attest a month',
    unavailable: {
      CHOOSE_ONE_VEHICLE: 'Choose one vehicle to attest trips.',
      OWN_TRIPS_ONLY: 'Only your own trips can be attested. Choose only yourself as driver.',
    },
    title: 'Attest {{month}}',
    vehicle: 'Your trips in {{vehicle}}',
    state: {
      NOT_ATTESTED: 'The month is not attested.',
      ATTESTED: 'The month was attested on {{date}} and awaits review.',
      APPROVED: 'The month is approved by the administrator.',
      REFUSED: 'The month was denied by the administrator.',
    },
    refusedMessage: 'Message: {{message}}',
    counts: {
      trips: 'Trips in the month',
      noDescription: 'Business trips without a description',
      lightAttested: 'Confirmed trips',
      notCertified: 'Trips not confirmed',
      flagged: 'Trips to correct',
    },
    warning: {
      EARLIER_UNATTESTED_one: '{{count}} earlier month with trips is not attested: {{months}}.',
      EARLIER_UNATTESTED_other: '{{count}} earlier months with trips are not attested: {{months}}.',
      NO_DESCRIPTION_one: '{{count}} business trip has no description.',
      NO_DESCRIPTION_other: '{{count}} business trips have no description.',
      NOT_CONFIRMED_one: '{{count}} trip is not confirmed. It is attested all the same.',
      NOT_CONFIRMED_other: '{{count}} trips are not confirmed. They are attested all the same.',
    },
    includePrevious: 'Also attest the earlier months',
    blocked: {
      ADMIN_ALREADY_APPROVED: 'The month is already approved and cannot be attested again.',
      ALREADY_ATTESTED: 'The month is already attested.',
      TRIPS_NEED_CORRECTION_one:
        '{{count}} trip needs correction. Correct it and mark it as corrected before attesting.',
      TRIPS_NEED_CORRECTION_other:
        '{{count}} trips need correction. Correct them and mark them as corrected before attesting.',
      TRIPS_MISSING_PURPOSE_one:
        'The payroll system (Kontek) needs a purpose on every business trip. {{count}} trip has none: add it and try again.',
      TRIPS_MISSING_PURPOSE_other:
        'The payroll system (Kontek) needs a purpose on every business trip. {{count}} trips have none: add them and try again.',
    },
    irreversible: 'Attesting locks the trips of the month. You cannot undo it.',
    confirm: 'Attest',
    done_one: '{{months}} is attested.',
    done_other: '{{months}} are attested.',
    loadFailed: 'The month could not be loaded.',
  },
  payroll: {
    title: 'Salary reports',
    month: 'Month',
    organization: 'Organisation',
    allOrganizations: 'All organisations',
    benefitType: 'Vehicle type',
    allBenefitTypes: 'All vehicle types',
    search: 'Search registration number or driver',
    unknownOrganization: 'Organisation {{id}}',
    columns: {
      driver: 'Driver',
      vehicle: 'Vehicle',
      trips: 'Trips',
      business: 'Business',
      private: 'Private',
      status: 'Status',
      actions: 'Actions',
    },
    flagged_one: '{{count}} to correct',
    flagged_other: '{{count}} to correct',
    noMonths: 'No driver has trips or attestations for {{month}}.',
    noMatches: 'No rows match the filter.',
    loadFailed: 'The salary report could not be loaded. Please try again.',
    action: { remind: 'Remind', review: 'Review', unlock: 'Unlock', reset: 'Reset' },
    remind: {
      title: 'Remind the driver',
      text: '{{driver}} gets an e-mail asking to attest {{month}} for {{vehicle}}.',
      message: 'Message (optional)',
      send: 'Send reminder',
      sent: 'Message to the driver sent',
    },
    unlock: {
      confirm:
        'Unlock the approved month {{month}} of {{driver}} in {{vehicle}}? The approval is removed; the attestation stays.',
      ok: 'Unlock',
      done: 'The month is unlocked.',
    },
    reset: {
      confirm:
        'Reset the month {{month}} of {{driver}} in {{vehicle}}? Attestation, approval and denial are removed and the trips open again.',
      ok: 'Reset',
      done: 'The month is reset.',
    },
    review: {
      title: 'Review driving journal',
      subtitle: '{{driver}} · {{vehicle}} · {{month}}',
      attestedAt: 'Attested {{date}}',
      summary: '{{trips}} trips · business {{business}} · private {{private}}',
      flagged_one: "{{count}} trip awaits the driver's correction. The month can be approved once it is corrected.",
      flagged_other:
        "{{count}} trips await the driver's correction. The month can be approved once they are corrected.",
      columns: {
        flag: 'Correct',
        day: 'Date',
        time: 'Time',
        route: 'From / to',
        distance: 'Distance',
        purpose: 'Purpose',
        description: 'Description',
      },
      tick: 'Flag the trip for correction',
      noTrips: 'No trips in the month.',
      loadFailed: 'The trips could not be loaded.',
      message: 'Message to the driver',
      messageHelp: 'Required to deny. Flagged trips get the message as their comment.',
      approve: 'Approve',
      approveBlocked: {
        TRIPS_FLAGGED: 'The month cannot be approved while trips await correction.',
        TRIPS_TICKED: 'Untick the trips to approve, or send them for correction.',
      },
      refuse: {
        FLAG_TRIPS_one: 'Send {{count}} trip for correction',
        FLAG_TRIPS_other: 'Send {{count}} trips for correction',
        UNATTEST_MONTH: 'Deny the whole month',
      },
      unattestConfirm:
        'No trip is ticked. Deny the whole month? The attestation is removed and the driver attests the month again.',
      approved: 'The month is approved.',
      refused: 'The month is denied and sent back to the driver.',
    },
  },
};

export const ATTESTATION_NS = 'attestation';
export const attestationI18n = { sv: svTexts, en: enTexts };
