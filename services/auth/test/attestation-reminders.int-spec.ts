import { type journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { KafkaTestProducer, unique, useBeforeAll } from '@fleetlog/testing';

import { useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant } from './support/tenants';

const BASE = 'https://app.fleetlog.test';

/** journal.attestation-reminders.v1 → a mail to the driver (spec 02 §4 "Remind"), once per reminder. */
describe('Attestation reminders (Kafka → SMTP)', () => {
  const h = useAuthHarness({
    AUTH_CONSUME_REMINDERS: 'true',
    AUTH_REMINDERS_GROUP_ID: unique('auth.attestation-reminders.test'),
    PUBLIC_BASE_URL: BASE,
  });
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));
  const producer = useBeforeAll(async () => new KafkaTestProducer(h.config.KAFKA_BROKERS), {
    close: (p) => p.stop(),
  });
  // Reminder ids of this run: far above what a kept test database's journal hands out.
  let nextId = Date.now() * 1000;

  function reminder(overrides: Partial<journalEventsV1.AttestationReminder> = {}): journalEventsV1.AttestationReminder {
    return {
      reminderId: nextId++,
      organizationId: tenant.organizationId,
      driverUserId: tenant.driver.userId,
      vehicleId: 4711,
      registry: 'ABC123',
      vehicleName: 'Servicebilen',
      year: 2026,
      month: 10,
      message: 'Glöm inte oktober',
      remindedByUserId: tenant.admin.userId,
      remindedTsMs: Date.now(),
      ...overrides,
    };
  }

  const publish = (event: journalEventsV1.AttestationReminder) =>
    producer.publish(TOPICS.journalAttestationReminders, String(event.driverUserId), event);

  it('mails the driver the month, the vehicle, the message and a link to its journal', async () => {
    await publish(reminder());
    const mail = await h.smtp.waitForMail(
      (received) => received.to.includes(tenant.driver.email.toLowerCase()) && received.subject.includes('oktober'),
      20_000,
    );
    expect(mail.subject).toBe('Påminnelse: attestera oktober 2026 / Reminder: attest October 2026');
    expect(mail.text).toContain('ABC123 Servicebilen');
    expect(mail.text).toContain('Meddelande: Glöm inte oktober');
    expect(mail.text).toContain(`${BASE}/journey?vehicleId=4711`);
  });

  it('mails a redelivered reminder once, and nothing for a user that does not exist', async () => {
    const twice = reminder({ month: 9, message: '' });
    await publish(twice);
    await publish(twice);
    await publish(reminder({ driverUserId: 999_999_999_999 }));
    // Same key, same partition: the November reminder is handled after the three above.
    await publish(reminder({ month: 11 }));
    // The group reads the topic from its beginning: other suites' reminders (their drivers) arrive here too.
    const toDriver = () => h.smtp.mails.filter((mail) => mail.to.includes(tenant.driver.email.toLowerCase()));
    await h.smtp.waitForMail(
      (mail) => mail.to.includes(tenant.driver.email.toLowerCase()) && mail.subject.includes('november 2026'),
      20_000,
    );
    expect(toDriver().map((mail) => mail.subject.split(' / ')[0])).toEqual([
      'Påminnelse: attestera oktober 2026',
      'Påminnelse: attestera september 2026',
      'Påminnelse: attestera november 2026',
    ]);
    expect(toDriver()[1].text).not.toContain('Meddelande:');
  });
});
