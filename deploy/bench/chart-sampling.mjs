// The trace sampling the Helm chart ships, for the benchmark to run the platform as production does.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHART_VALUES = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'charts/fleetlog/values.yaml');

/**
 * The trace sampler the chart ships (`global.tracing` in its values.yaml), as the SDK's standard variables. Read with a
 * pattern rather than a YAML parser: two scalar lines, and a missing one is an error, not a silent default.
 */
export function chartSampling(text = readFileSync(CHART_VALUES, 'utf8')) {
  const block = /^ {2}tracing:\n((?: {4}.*\n)+)/m.exec(text)?.[1] ?? '';
  const value = (key) => new RegExp(`^ {4}${key}:[ \\t]*"?([^"\\s#]+)"?`, 'm').exec(block)?.[1];
  const sampler = value('sampler');
  const samplerArg = value('samplerArg');
  if (!sampler || !samplerArg) throw new Error(`no global.tracing.sampler/samplerArg in ${CHART_VALUES}`);
  return { OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: samplerArg };
}
