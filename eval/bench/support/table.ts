/**
 * Prints bench rows as a markdown table: value, same-run baseline, ratio, target.
 */
import type { BenchRow } from './measure.js';

function fmt(value: number, digits?: number): string {
  if (digits !== undefined) return value.toFixed(digits);
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
}

/** Renders rows as a markdown table. */
export function formatTable(title: string, rows: readonly BenchRow[]): string {
  const lines = [
    `### ${title}`,
    '',
    '| measurement | value | baseline (same run) | ratio | target | met |',
    '|---|---:|---|---:|---|---|',
  ];
  for (const r of rows) {
    const base = r.baseline
      ? `${fmt(r.baseline.value, r.digits)} ${r.unit} (${r.baseline.name})`
      : '';
    const ratio =
      r.baseline && r.baseline.value > 0 ? `${(r.value / r.baseline.value).toFixed(2)}×` : '';
    const met = r.met === undefined ? '' : r.met ? 'yes' : 'NO';
    lines.push(
      `| ${r.name} | ${fmt(r.value, r.digits)} ${r.unit} | ${base} | ${ratio} | ${r.target ?? ''} | ${met} |`,
    );
  }
  return lines.join('\n');
}
