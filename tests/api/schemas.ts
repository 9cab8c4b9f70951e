import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { projectRoot } from '../../src/server/paths';

let ajv: Ajv2020 | undefined;

/** Every schema of schemas/ and schemas/api/ in one strict Ajv instance (so cross-file $refs resolve). */
function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    for (const dir of ['schemas', 'schemas/api']) {
      const folder = join(projectRoot, dir);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
        ajv.addSchema(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      }
    }
  }
  return ajv;
}

/** The compiled validator of a schema by $id, e.g. https://marquee.dev/schemas/api/bootstrap.schema.json. */
export function validatorFor(id: string): ValidateFunction {
  const validate = instance().getSchema(id);
  if (!validate) throw new Error(`no schema with $id ${id}`);
  return validate;
}
