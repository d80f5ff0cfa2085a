// lineclip ships no types; the two functions the base-map build uses.
declare module 'lineclip' {
  type Point = [number, number];
  export function clipPolyline(points: Point[], bbox: [number, number, number, number]): Point[][];
  export function clipPolygon(points: Point[], bbox: [number, number, number, number]): Point[];
}
