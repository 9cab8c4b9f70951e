import { join, relative } from 'node:path';
import { CATEGORIES } from '@/core/brand';
import { engagementProblems, type MissionsConfig, type ReferralConfig } from '@/core/engagement';
import { projectRoot } from '../paths';
import { readJsonFile } from './json-file';
import { describeAjvError, type SchemaFile, schemaValidator } from './schemas';

/**
 * content/referral.json and content/missions.json (docs/referral-missions.md): both optional. No referral.json =
 * referral disabled; no missions.json = no missions and no leaderboards. When present they must be valid.
 */

interface Problem {
  file: string;
  pointer: string;
  reason: string;
}

function read<T>(dir: string, name: string, schema: SchemaFile, problems: Problem[]) {
  const path = join(dir, name);
  const json = readJsonFile(path);
  if (json.kind === 'missing') return { present: false as const };
  const file = relative(projectRoot, path).startsWith('..') ? path : relative(projectRoot, path);
  if (json.kind === 'invalid') {
    problems.push({ file, pointer: '/', reason: `not valid JSON: ${json.message}` });
    return { present: true as const, file };
  }
  const data = json.data;
  const validate = schemaValidator(schema);
  if (!validate(data)) {
    for (const error of validate.errors ?? []) problems.push({ file, ...describeAjvError(error) });
    return { present: true as const, file };
  }
  delete (data as Record<string, unknown>).$schema;
  return { present: true as const, file, data: data as T };
}

export function loadEngagement(
  dir: string,
  problems: Problem[],
): { referral?: ReferralConfig; engagement?: MissionsConfig } {
  const referral = read<ReferralConfig>(
    dir,
    'content/referral.json',
    'content-referral.schema.json',
    problems,
  );
  const missions = read<MissionsConfig>(
    dir,
    'content/missions.json',
    'content-missions.schema.json',
    problems,
  );
  if (missions.data) {
    for (const p of engagementProblems(missions.data, CATEGORIES))
      problems.push({ file: missions.file, ...p });
  }
  return { referral: referral.data, engagement: missions.data };
}
