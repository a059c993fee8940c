/** One table cell's figures over the runs, and how many runs failed to measure it. */
export type Samples = { values: number[]; parts: number[][]; failures: number };
export const samples = () => new Map<string, Samples>();
export const record = (map: Map<string, Samples>, key: string) => {
  if (!map.has(key)) map.set(key, { values: [], parts: [], failures: 0 });
  return map.get(key)!;
};

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const measured = (s: Samples | undefined): s is Samples =>
  !!s && s.failures === 0 && s.values.length > 0;
/** Median, max and how many of the `runs` measured; "failed" when any run failed. */
export function summary(s: Samples | undefined, runs: number): string[] {
  const count = `${s?.values.length ?? 0}/${runs}`;
  return measured(s) ? [ms(median(s.values)), ms(Math.max(...s.values)), count] : ['failed', 'failed', count];
}
/** Each part's own median over the runs (so they need not add up to the median INP). */
export const partsSummary = (s: Samples | undefined) =>
  measured(s) ? [0, 1, 2].map((i) => Math.round(median(s.parts.map((p) => p[i] ?? 0)))).join(' / ') : '-';
