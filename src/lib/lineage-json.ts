/**
 * The lineage as one compact JSON file for the browser (`/api/v1/lineage.json`):
 * the not-found page resolves old addresses with it, and the compare page
 * compares any two editions. Numbers and dates only.
 */
import type { LineageData } from '../lineage/lineage-data.ts';
import type { ChangeKind } from '../lineage/match-editions.ts';

/** The file: editions as [key, effective], diffs as rows [old, new, change] ("" for none). */
export interface LineageJson {
  format: 1;
  current: string;
  editions: Array<[string, string]>;
  diffs: Array<Array<[string, string, string]>>;
}

export function toLineageJson(data: LineageData): LineageJson {
  return {
    format: 1,
    current: data.editions.at(-1)?.key ?? '',
    editions: data.editions.map((e) => [e.key, e.effective]),
    diffs: data.diffs.map((rows) => rows.map((r) => [r.old ?? '', r.new ?? '', r.change])),
  };
}

export function fromLineageJson(json: LineageJson): LineageData {
  return {
    editions: json.editions.map(([key, effective]) => ({ key, effective })),
    diffs: json.diffs.map((rows) =>
      rows.map(([old, nu, change]) => ({
        ...(old ? { old } : {}),
        ...(nu ? { new: nu } : {}),
        change: change as ChangeKind,
      })),
    ),
  };
}
