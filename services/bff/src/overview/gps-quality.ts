/**
 * GPS quality 0–5 of a fix (the map's score; spec 02 §9 colours it green above 3, orange above 2, else red), from the
 * satellites in use and, when the device reports it, the horizontal dilution of precision (HDOP):
 *
 * - no fix: 0;
 * - by satellites: 1–3 → 1, 4–5 → 2, 6–7 → 3, 8–9 → 4, 10 or more → 5 (four are the minimum of a 3-D fix, and
 *   accuracy keeps improving up to about ten);
 * - then capped by HDOP, which says how well those satellites are spread: ≤ 1 no cap (ideal), ≤ 2 at most 4
 *   (excellent), ≤ 5 at most 3 (good), ≤ 10 at most 2 (moderate), ≤ 20 at most 1 (fair), above 20 → 0 (poor: not
 *   worth plotting with confidence). Without HDOP the satellites decide alone.
 * - A fix without a satellite count (Queclink @Track reports only its GPS accuracy, an HDOP): the HDOP scale alone,
 *   and 1 when neither is known.
 *
 * So a fix is green only with at least 8 satellites and an HDOP of 2 or better, and red below 6 satellites or above
 * an HDOP of 5. Written down in services/bff/README.md "Map overview".
 */
export function gpsQuality(fix: { hasFix: boolean; satellites: number; hdop?: number | null }): number {
  if (!fix.hasFix) return 0;
  if (fix.satellites <= 0) return fix.hdop === undefined || fix.hdop === null || fix.hdop <= 0 ? 1 : hdopCap(fix.hdop);
  const bySatellites =
    fix.satellites >= 10 ? 5 : fix.satellites >= 8 ? 4 : fix.satellites >= 6 ? 3 : fix.satellites >= 4 ? 2 : 1;
  return Math.min(bySatellites, hdopCap(fix.hdop));
}

function hdopCap(hdop: number | null | undefined): number {
  if (hdop === undefined || hdop === null || !Number.isFinite(hdop) || hdop <= 0) return 5;
  if (hdop <= 1) return 5;
  if (hdop <= 2) return 4;
  if (hdop <= 5) return 3;
  if (hdop <= 10) return 2;
  if (hdop <= 20) return 1;
  return 0;
}
