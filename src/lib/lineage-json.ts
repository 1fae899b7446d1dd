/**
 * The lineage as one compact JSON file for the browser (`/api/v1/lineage.json`):
 * the not-found page resolves old addresses with it, and the compare page
 * compares any two editions. Numbers and dates only.
 */
import type { DiffRow, LineageData } from '../lineage/lineage-data.ts';
import type { ChangeKind } from '../lineage/match-editions.ts';

/** A diff row: [old, new, change], and for a divided or merged rule "parts=a+b" or "into=a". */
export type LineageJsonRow = [string, string, string] | [string, string, string, string];

/** The file: editions as [key, effective], diffs as rows ("" for none). */
export interface LineageJson {
  format: 1;
  current: string;
  editions: Array<[string, string]>;
  diffs: LineageJsonRow[][];
}

function rowJson(r: DiffRow): LineageJsonRow {
  const row: [string, string, string] = [r.old ?? '', r.new ?? '', r.change];
  if (r.parts) return [...row, `parts=${r.parts.join('+')}`];
  if (r.into) return [...row, `into=${r.into}`];
  return row;
}

function rowData([old, nu, change, flag]: LineageJsonRow): DiffRow {
  const [name, value = ''] = (flag ?? '').split('=');
  return {
    ...(old ? { old } : {}),
    ...(nu ? { new: nu } : {}),
    change: change as ChangeKind,
    ...(name === 'parts' ? { parts: value.split('+') } : {}),
    ...(name === 'into' ? { into: value } : {}),
  };
}

export function toLineageJson(data: LineageData): LineageJson {
  return {
    format: 1,
    current: data.editions.at(-1)?.key ?? '',
    editions: data.editions.map((e) => [e.key, e.effective]),
    diffs: data.diffs.map((rows) => rows.map(rowJson)),
  };
}

export function fromLineageJson(json: LineageJson): LineageData {
  return {
    editions: json.editions.map(([key, effective]) => ({ key, effective })),
    diffs: json.diffs.map((rows) => rows.map(rowData)),
  };
}
