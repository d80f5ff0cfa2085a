// How much a user may write, in one place: the BFF's request schemas bound their fields with these numbers and the
// services that own the data check the same numbers again (they are also reachable over gRPC by other callers), so an
// edge and a service never disagree. The general rule, and every field's bound, is in services/bff/README.md "Input
// limits". Lengths count characters as JavaScript does (UTF-16 code units).

/** Text, in characters. */
export const TEXT_LIMITS = {
  /** Names: people, organisations, vehicles, places, service entries; single-line text without a rule of its own. */
  name: 200,
  /** An e-mail address (RFC 5321's path limit). */
  email: 320,
  /** Phone numbers and short codes (organisation numbers, markers, colours). */
  short: 50,
  /** Identifiers people type: hardware, firmware, payroll employee numbers, the keys of settings and maps. */
  code: 100,
  /** Descriptions: of a trip, of a place. */
  description: 500,
  /** Comments and messages: a trip's admin comment, an attestation message. */
  comment: 1000,
  /** Free text without a rule of its own (tab and newline allowed). */
  freeText: 2000,
} as const;

/** Lists and maps, in entries. */
export const LIST_LIMITS = {
  /** Entries a person types one by one: e-mail recipients, travel purposes. */
  typed: 50,
  /** Ids: permitted vehicles and drivers, filters, bulk actions (every vehicle or trip of a large organisation). */
  ids: 10_000,
  /** Keys of a map: settings switches, module flags, a vehicle's service entries. */
  keys: 100,
} as const;

/** A user's fields (auth's users; the BFF's user bodies). */
export const USER_LIMITS = {
  /** Travel purposes on a user (spec 03 §3 "Travel purposes"): at most 50 … */
  purposes: LIST_LIMITS.typed,
  /** … of at most 100 characters each. */
  purposeLength: 100,
  displayName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.short,
  kontekEmployeeNumber: TEXT_LIMITS.code,
  kontekEmployeeKey: TEXT_LIMITS.name,
  /** Permitted and default vehicles. */
  vehicles: LIST_LIMITS.ids,
  /** Settings switches (USER_ALLOWED_SPEED_REPORT, …) held by one user. */
  settings: LIST_LIMITS.keys,
} as const;

/** Reports (spec 02 §7): what one report or schedule may name. */
export const REPORT_LIMITS = {
  /** Vehicles, drivers or organisations in one report's filter or one schedule's targets. */
  ids: 1_000,
  /** E-mail recipients of one report or schedule. */
  recipients: LIST_LIMITS.typed,
  /** The longest period of one report: a year (a leap year's 366 days). */
  periodMs: 366 * 24 * 60 * 60 * 1000,
} as const;
