/** A running gateway's `/metrics` (Prometheus text), read the way an operator's scraper reads it. */
export class GatewayMetricsReader {
  constructor(private readonly httpPort: number) {}

  async scrape(): Promise<MetricsSnapshot> {
    const response = await fetch(`http://127.0.0.1:${this.httpPort}/metrics`);
    if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
    return new MetricsSnapshot(await response.text());
  }
}

/** One scrape: a counter's or gauge's value summed over the series whose labels include the given ones. */
export class MetricsSnapshot {
  constructor(readonly text: string) {}

  value(name: string, labels: Record<string, string> = {}): number {
    let sum = 0;
    for (const line of this.text.split('\n')) {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([^ ]+)/.exec(line);
      if (!match || match[1] !== name) continue;
      const series = labelsOf(match[2] ?? '');
      if (Object.entries(labels).every(([key, value]) => series[key] === value)) sum += Number(match[3]);
    }
    return sum;
  }
}

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, key, value] of text.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
    labels[key as string] = value as string;
  }
  return labels;
}
