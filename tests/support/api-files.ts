/**
 * Validates every file of a built site's JSON API (`<dist>/api/`) with ajv:
 * each published schema (`api/v1/schemas/*.json`) against the JSON Schema
 * meta-schema, and every other file against the schema its `$schema` names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

export interface ApiValidation {
  /** Files checked, relative to dist. */
  files: string[];
  /** One line per problem: the file and what is wrong. */
  errors: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

export function validateApiFiles(dist: string): ApiValidation {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTuples: false });
  const all = walk(join(dist, 'api'));
  const errors: string[] = [];
  const schemas = new Map<string, ReturnType<typeof ajv.compile>>();
  for (const f of all.filter((p) => p.includes('/api/v1/schemas/'))) {
    const schema = JSON.parse(readFileSync(f, 'utf8')) as { $id: string };
    try {
      schemas.set(schema.$id, ajv.compile(schema));
    } catch (e) {
      errors.push(`${relative(dist, f)}: not a valid JSON Schema: ${(e as Error).message}`);
    }
  }
  for (const f of all) {
    const rel = relative(dist, f);
    if (rel.includes('api/v1/schemas/')) continue;
    if (!f.endsWith('.json')) {
      errors.push(`${rel}: not a JSON file`);
      continue;
    }
    const data = JSON.parse(readFileSync(f, 'utf8')) as { $schema?: string };
    const validate = data.$schema ? schemas.get(data.$schema) : undefined;
    if (!validate) {
      errors.push(`${rel}: $schema ${data.$schema ?? '(none)'} is not a published schema`);
      continue;
    }
    if (!validate(data))
      errors.push(`${rel}: ${ajv.errorsText(validate.errors, { dataVar: rel }).slice(0, 2000)}`);
  }
  return { files: all.map((f) => relative(dist, f)), errors };
}

/** A file of the API, parsed. */
export function readApi<T = unknown>(dist: string, file: string): T {
  return JSON.parse(readFileSync(join(dist, 'api/v1', file), 'utf8')) as T;
}
