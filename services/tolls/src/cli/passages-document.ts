import { z } from 'zod';

import { type Charges, computeCharges } from '../rules/charges';
import type { Passage } from '../rules/day-charges';
import { parseLocalTime } from '../rules/local-time';
import { CONTROL_POINTS, type ControlPoint, findControlPoint } from '../stations/stations';

// The document of `npm run tolls -- passages`: one JSON document in, one JSON line out (see the README).

const passageInput = z.object({
  city: z.enum(['stockholm', 'goteborg', 'sundsvall', 'motala']),
  station: z.string().min(1),
  cpNumber: z.string().min(1).optional(),
  time: z.string().refine((text) => parseLocalTime(text) !== null, 'not a local time YYYY-MM-DDTHH:mm:ss'),
});

const documentInput = z.object({
  vehicle: z.object({ class: z.enum(['car', 'heavy']), exempt: z.boolean() }),
  passages: z.array(passageInput),
});

export type PassagesOutput =
  | { congestionTaxSek: number; infraTaxSek: number; passages: { station: string; time: string; amountSek: number }[] }
  | { ok: false; error: string };

type InputPassage = Passage & { station: string; timeText: string };

/** The answer to one input document: the charges, or `{ok:false}` naming what is wrong. */
export function passagesDocument(text: string, points: readonly ControlPoint[] = CONTROL_POINTS): PassagesOutput {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the input is not one JSON document' };
  }
  const parsed = documentInput.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`);
    return { ok: false, error: issues.join('; ') };
  }
  const passages: InputPassage[] = [];
  for (const [index, input] of parsed.data.passages.entries()) {
    const found = findControlPoint(points, input.city, input.station, input.cpNumber);
    if ('error' in found) return { ok: false, error: `passages.${index}: ${found.error}` };
    // parseLocalTime succeeded in the schema's refinement.
    const time = parseLocalTime(input.time)!;
    passages.push({ point: found.point, time, station: input.station, timeText: input.time });
  }
  return outputOf(computeCharges(parsed.data.vehicle, passages));
}

function outputOf(charges: Charges<InputPassage>): PassagesOutput {
  return {
    congestionTaxSek: charges.congestionTaxSek,
    infraTaxSek: charges.infraTaxSek,
    passages: charges.passages.map((passage) => ({
      station: passage.station,
      time: passage.timeText,
      amountSek: passage.amountSek,
    })),
  };
}
