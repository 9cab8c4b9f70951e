import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { VALIDATED_ANSWERS } from '@/core/api/system';
import { projectRoot } from '@/server/paths';

let ajv: Ajv2020 | undefined;

/**
 * Every schema of schemas/ and the contracts' answers the SPA validates (src/core/api/system.ts, under the $ids
 * scripts/build-validators.ts gives them) in one strict Ajv instance (so cross-file $refs resolve).
 */
function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    const folder = join(projectRoot, 'schemas');
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      ajv.addSchema(JSON.parse(readFileSync(join(folder, file), 'utf8')));
    }
    for (const { $id, schema } of Object.values(VALIDATED_ANSWERS)) ajv.addSchema({ ...schema, $id });
  }
  return ajv;
}

/** The compiled validator of a schema by $id, e.g. https://marquee.dev/schemas/api/bootstrap.schema.json. */
export function validatorFor(id: string): ValidateFunction {
  const validate = instance().getSchema(id);
  if (!validate) throw new Error(`no schema with $id ${id}`);
  return validate;
}
