import type { devicesV1 } from '@fleetlog/contracts';

export const SMS_ACK_REQUIRED = 4;
export const ACK_REQUIRED = 2;

/** The SMS-control flag (spec 03 §4, §9): at least 4 entries with smsAck and 2 with ack; false when the check failed. */
export function smsControlFlag(history: readonly devicesV1.SmsCheckEntry[], checkFailed: boolean): boolean {
  if (checkFailed) return false;
  const smsAcks = history.filter((entry) => entry.smsAck).length;
  const acks = history.filter((entry) => entry.ack).length;
  return smsAcks >= SMS_ACK_REQUIRED && acks >= ACK_REQUIRED;
}
