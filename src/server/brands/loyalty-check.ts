import { join, relative } from 'node:path';
import type { BrandConfig } from '@/core/brand';
import { type PointsContent, pointsProblems, type VipContent, vipProblems } from '@/core/loyalty';
import { projectRoot } from '../paths';
import { assetExists } from './asset-rules';
import { readJsonFile } from './json-file';
import { describeAjvError, type SchemaFile, schemaValidator } from './schemas';

/**
 * content/vip.json and content/points.json (docs/vip-points.md): optional files (none = no VIP / no points);
 * when present each must satisfy its schema and the rules of src/core/loyalty.ts, and every reward image must be
 * a file in the brand's assets folder.
 */
interface Problem {
  file: string;
  pointer: string;
  reason: string;
}

function readOptional<T>(path: string, schema: SchemaFile, problems: Problem[]): T | undefined {
  const read = readJsonFile(path);
  if (read.kind === 'missing') return undefined;
  const file = () => (relative(projectRoot, path).startsWith('..') ? path : relative(projectRoot, path));
  if (read.kind === 'invalid') {
    problems.push({ file: file(), pointer: '/', reason: `not valid JSON: ${read.message}` });
    return undefined;
  }
  const validate = schemaValidator(schema);
  if (!validate(read.data)) {
    const shown = file();
    for (const e of validate.errors ?? []) problems.push({ file: shown, ...describeAjvError(e) });
    return undefined;
  }
  return read.data as T;
}

export function loadLoyalty(
  dir: string,
  config: BrandConfig,
  problems: Problem[],
): { vip?: VipContent; points?: PointsContent } {
  const units = config.currency.minorUnits;
  const display = (name: string) => {
    const rel = relative(projectRoot, join(dir, name));
    return rel.startsWith('..') ? join(dir, name) : rel;
  };
  const vip = readOptional<VipContent>(join(dir, 'content/vip.json'), 'content-vip.schema.json', problems);
  const before = problems.length;
  if (vip)
    for (const p of vipProblems(vip, units)) problems.push({ file: display('content/vip.json'), ...p });
  const points = readOptional<PointsContent>(
    join(dir, 'content/points.json'),
    'content-points.schema.json',
    problems,
  );
  if (points) {
    for (const p of pointsProblems(points, units))
      problems.push({ file: display('content/points.json'), ...p });
    points.items.forEach((item, i) => {
      if (!assetExists(dir, item.image))
        problems.push({
          file: display('content/points.json'),
          pointer: `/items/${i}/image`,
          reason: `asset "${item.image}" is not in the brand's assets folder`,
        });
    });
  }
  return problems.length > before ? {} : { vip, points };
}
