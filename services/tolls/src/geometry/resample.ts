import type { PathPoint } from './passage-detection';

// The analyser's "smoothed path" (spec 03 §2, PathInfo.resampled_path): the cleaned path detection reads, as points
// every RESAMPLE_STEP_M metres along its straight segments, times interpolated along each segment. No map matching:
// the points lie on the same straight segments.

export const RESAMPLE_STEP_M = 25;

/**
 * Points every `stepM` metres of distance along the path (measured from its first point, across segment ends), the
 * first and the last point of the path included. A path of fewer than two points is answered as it is.
 */
export function resamplePath(path: readonly PathPoint[], stepM: number = RESAMPLE_STEP_M): PathPoint[] {
  if (!(stepM > 0) || !Number.isFinite(stepM))
    throw new Error(`resamplePath: step must be a positive number of metres`);
  if (path.length < 2) return path.map((point) => ({ ...point }));
  const out: PathPoint[] = [{ ...path[0] }];
  let travelled = 0; // along the path to the start of the current segment
  let next = stepM; // distance of the next sample from the path's start
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    const length = Math.hypot(b.e - a.e, b.n - a.n);
    while (length > 0 && next <= travelled + length) {
      const fraction = (next - travelled) / length;
      out.push({
        e: a.e + (b.e - a.e) * fraction,
        n: a.n + (b.n - a.n) * fraction,
        timestampMs: Math.round(a.timestampMs + (b.timestampMs - a.timestampMs) * fraction),
      });
      next += stepM;
    }
    travelled += length;
  }
  const last = path[path.length - 1];
  const end = out[out.length - 1];
  if (end.e !== last.e || end.n !== last.n || end.timestampMs !== last.timestampMs) out.push({ ...last });
  return out;
}
