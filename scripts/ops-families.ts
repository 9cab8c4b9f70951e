// The command families of `npm run ops` that live in their own files: their help text and one dispatch. Each takes
// the same input (ContractCommandInput); scripts/ops.ts hands over any command it does not handle itself.
import { AGENT_COMMANDS, AGENT_HELP, agentCommand } from './ops-agents';
import { BONUS_COMMANDS, BONUS_HELP, bonusCommand } from './ops-bonus';
import {
  CONTRACT_COMMANDS,
  CONTRACT_HELP,
  type ContractCommandInput,
  contractCommand,
} from './ops-contracts';
import { ENGAGE_COMMANDS, ENGAGE_HELP, engageCommand } from './ops-engagement';
import { EXCLUSION_COMMANDS, EXCLUSION_HELP, exclusionCommand } from './ops-exclusion';
import { FIGURES_COMMANDS, FIGURES_HELP, figuresCommand } from './ops-figures';
import { JACKPOT_COMMANDS, JACKPOT_HELP, jackpotCommand } from './ops-jackpot';
import { KYC_COMMANDS, KYC_HELP, kycCommand } from './ops-kyc';
import { LIMITS_COMMANDS, LIMITS_HELP, limitsCommand } from './ops-limits';
import { PLAYERS_COMMANDS, PLAYERS_HELP, playersCommand } from './ops-players';
import { POINTS_COMMANDS, POINTS_HELP, pointsCommand } from './ops-points';
import { STAFF_COMMANDS, STAFF_HELP, staffCommand } from './ops-staff';
import { SWITCHES_COMMANDS, SWITCHES_HELP, switchesCommand } from './ops-switches';

const FAMILIES: [readonly string[], (input: ContractCommandInput) => Promise<number>][] = [
  [CONTRACT_COMMANDS, contractCommand],
  [AGENT_COMMANDS, agentCommand],
  [POINTS_COMMANDS, pointsCommand],
  [ENGAGE_COMMANDS, engageCommand],
  [BONUS_COMMANDS, bonusCommand],
  [JACKPOT_COMMANDS, jackpotCommand],
  [LIMITS_COMMANDS, limitsCommand],
  [KYC_COMMANDS, kycCommand],
  [EXCLUSION_COMMANDS, exclusionCommand],
  [STAFF_COMMANDS, staffCommand],
  [SWITCHES_COMMANDS, switchesCommand],
  [FIGURES_COMMANDS, figuresCommand],
  [PLAYERS_COMMANDS, playersCommand],
];

export const FAMILIES_HELP = `${CONTRACT_HELP}${AGENT_HELP}${POINTS_HELP}${ENGAGE_HELP}${BONUS_HELP}${JACKPOT_HELP}${LIMITS_HELP}${KYC_HELP}${EXCLUSION_HELP}${STAFF_HELP}${SWITCHES_HELP}${FIGURES_HELP}${PLAYERS_HELP}`;

/** Runs a family's command; undefined when no family has it. */
export async function familyCommand(input: ContractCommandInput): Promise<number | undefined> {
  const family = FAMILIES.find(([commands]) => commands.includes(input.command));
  return family ? await family[1](input) : undefined;
}
