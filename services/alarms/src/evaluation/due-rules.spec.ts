import {
  addMonths,
  inspectionDue,
  inspectionReminderDue,
  isOdometerReminderDay,
  leadStart,
  localMonth,
  missingTripsSince,
  type ServiceEntryFacts,
  serviceIsDue,
  serviceReminderDue,
} from './due-rules';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('the date and distance rules of the sweep', () => {
  it('adds calendar months, keeping the day or the shorter month’s last', () => {
    expect(new Date(addMonths(at('2026-01-31T12:00:00Z'), 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addMonths(at('2026-05-15T00:00:00Z'), -3)).toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(leadStart(at('2026-06-10T00:00:00Z'), { unit: 'WEEKS', amount: 2 })).toBe(at('2026-05-27T00:00:00Z'));
    expect(leadStart(at('2026-06-10T00:00:00Z'), { unit: 'DAYS', amount: 3 })).toBe(at('2026-06-07T00:00:00Z'));
  });

  it('raises the inspection on its date, and its reminder the lead time before (3 months by default)', () => {
    const next = at('2026-09-01T00:00:00Z');
    const lead = { unit: 'MONTHS' as const, amount: 3 };
    expect(inspectionDue(next, next - 1)).toBe(false);
    expect(inspectionDue(next, next)).toBe(true);
    expect(inspectionDue(null, next)).toBe(false);
    expect(inspectionReminderDue(next, lead, at('2026-05-31T23:59:59Z'))).toBe(false);
    expect(inspectionReminderDue(next, lead, at('2026-06-01T00:00:00Z'))).toBe(true);
    expect(inspectionReminderDue(next, lead, next)).toBe(false);
  });

  const entry: ServiceEntryFacts = {
    id: 'oil',
    name: 'Oljebyte',
    serviceAfterKm: 15_000,
    serviceAfterMonths: 12,
    latestServiceKm: 40_000,
    latestServiceMs: at('2026-01-15T22:59:59Z'),
    leadDistKm: 1_000,
    leadTimeWeeks: 4,
    requireBoth: false,
  };

  it('is due for service at either interval', () => {
    expect(serviceIsDue(entry, 54_999, at('2026-06-01T00:00:00Z'))).toBe(false);
    expect(serviceIsDue(entry, 55_000, at('2026-06-01T00:00:00Z'))).toBe(true);
    expect(serviceIsDue(entry, 41_000, at('2027-01-15T22:59:59Z'))).toBe(true);
    expect(serviceIsDue({ ...entry, serviceAfterMonths: undefined }, null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('reminds at either lead threshold, or at both when both are required', () => {
    const june = at('2026-06-01T00:00:00Z');
    expect(serviceReminderDue(entry, 53_999, june, { unit: 'MONTHS', amount: 3 })).toBe(false);
    expect(serviceReminderDue(entry, 54_000, june, { unit: 'MONTHS', amount: 3 })).toBe(true);
    const december = at('2026-12-20T00:00:00Z');
    expect(serviceReminderDue(entry, 41_000, december, { unit: 'MONTHS', amount: 3 })).toBe(true);
    expect(serviceReminderDue({ ...entry, requireBoth: true }, 41_000, december, { unit: 'MONTHS', amount: 3 })).toBe(
      false,
    );
    expect(serviceReminderDue({ ...entry, requireBoth: true }, 54_500, december, { unit: 'MONTHS', amount: 3 })).toBe(
      true,
    );
    // Past due: SERVICE says so, the reminder is over.
    expect(serviceReminderDue(entry, 56_000, june, { unit: 'MONTHS', amount: 3 })).toBe(false);
  });

  it('reminds of the odometer on its day, the last day of a shorter month for 31, in Stockholm', () => {
    expect(isOdometerReminderDay(1, at('2026-11-30T23:30:00Z'))).toBe(true); // 00:30 on 1 December in Stockholm
    expect(isOdometerReminderDay(1, at('2026-11-30T22:30:00Z'))).toBe(false);
    expect(isOdometerReminderDay(31, at('2026-02-28T12:00:00Z'))).toBe(true);
    expect(isOdometerReminderDay(31, at('2026-03-30T12:00:00Z'))).toBe(false);
    expect(localMonth(at('2026-11-30T23:30:00Z'))).toBe('2026-12');
  });

  it('counts days without trips from the last trip', () => {
    const last = at('2026-11-20T16:00:00Z');
    expect(missingTripsSince(last, 3, last + 3 * DAY - 1)).toBeNull();
    expect(missingTripsSince(last, 3, last + 3 * DAY)).toBe(last + 3 * DAY);
    expect(missingTripsSince(null, 3, last)).toBeNull();
  });
});
