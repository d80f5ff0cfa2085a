// Working hours as the page shows them (HH:mm) and as the API carries them (HHmm, local time, 2400 ends the day).
// The pickers offer 5-minute steps (spec 03 §2 "Work schedule page").

export const TIME_STEP_MINUTES = 5;
export const END_OF_DAY = '24:00';
const MINUTES_PER_DAY = 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** '0830' → '08:30'; '2400' → '24:00'. */
export function toDisplayTime(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

/** '08:30' → '0830'. */
export function toApiTime(display: string): string {
  return display.replace(':', '');
}

/** Minutes since midnight of an HH:mm time; 24:00 is 1440. */
export function minutesOf(display: string): number {
  const [hours, minutes] = display.split(':').map(Number);
  return hours * 60 + minutes;
}

/** HH:mm of a minute of the day, 0 to 1440 (24:00). */
export function displayOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The nearest 5-minute step within the day. */
export function snapToStep(minutes: number): number {
  const snapped = Math.round(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return Math.min(MINUTES_PER_DAY, Math.max(0, snapped));
}

function steps(fromMinutes: number, toMinutes: number): string[] {
  const times: string[] = [];
  for (let m = fromMinutes; m <= toMinutes; m += TIME_STEP_MINUTES) times.push(displayOf(m));
  return times;
}

/** A start is 00:00 to 23:55; a stop 00:05 to 24:00. */
export const START_TIMES: readonly string[] = steps(0, MINUTES_PER_DAY - TIME_STEP_MINUTES);
export const STOP_TIMES: readonly string[] = steps(TIME_STEP_MINUTES, MINUTES_PER_DAY);

/** Whether an offered time matches what was typed: '0930', '930', '9:30' and '09:3' all find 09:30. */
export function matchesTyped(option: string, typed: string): boolean {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return true;
  const plain = option.replace(':', '');
  return plain.startsWith(digits) || plain.replace(/^0/, '').startsWith(digits);
}
