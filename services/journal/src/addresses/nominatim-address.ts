import { z } from 'zod';

/** The part of a Nominatim `/reverse?format=jsonv2&addressdetails=1` answer the journal reads. */
export const nominatimReverseSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      footway: z.string().optional(),
      house_number: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      hamlet: z.string().optional(),
      suburb: z.string().optional(),
      municipality: z.string().optional(),
    })
    .partial()
    .optional(),
  error: z.string().optional(),
});
export type NominatimReverse = z.infer<typeof nominatimReverseSchema>;

/**
 * A journal address the way Swedish addresses are written: "Street 12, 123 45 Town". Falls back to the parts there
 * are, then to Nominatim's display name; undefined when the answer names no place (sea, "Unable to geocode").
 */
export function journalAddress(answer: NominatimReverse): string | undefined {
  if (answer.error) return undefined;
  const a = answer.address ?? {};
  const street = a.road ?? a.pedestrian ?? a.footway;
  const streetLine = street ? [street, a.house_number].filter(Boolean).join(' ') : undefined;
  const place = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb ?? a.municipality;
  const placeLine = place ? [a.postcode, place].filter(Boolean).join(' ') : undefined;
  const line = [streetLine, placeLine].filter(Boolean).join(', ');
  if (line) return line;
  return answer.display_name?.trim() || undefined;
}

/** Coordinates as the journal shows a place it has no name for (spec: "else the coordinates"). */
export function coordinatesAddress(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
