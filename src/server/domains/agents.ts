/**
 * The agents domain's front door (agent, contracts): the agent center (team, links, reports, actions) and salary/dividend contracts.
 * Other domains, the app and the scripts import the agents domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { agentPlugin } from '../modules/agent/agent.plugin';
export { seedAgentDemo } from '../modules/agent/agent-demo';
export {
  agentActionCount,
  agentActions,
  downlineLockOf,
  liftDownlineLock,
} from '../modules/agent/agent-downline-actions';
export {
  betDays,
  betTotals,
  type DayFigure,
  dayFigureCount,
  dayFigureRows,
  type GameDayRow,
  type GameRow,
  type GameSplitRow,
  gameDays,
  gameSplit,
  topGames,
} from '../modules/agent/agent-figures';
export { type MoveResult, moveMember } from '../modules/agent/agent-move.service';
export { officeAccount, searchTree, type TreeNode, treeLevel } from '../modules/agent/agent-office';
export { promoteToAgent } from '../modules/agent/agent-promote.service';
export { seedTeam } from '../modules/agent/agent-seed';
export { explainBill } from '../modules/contracts/contract-bills';
export { settleBrands, settleDue } from '../modules/contracts/contract-settle';
export { decideBill, heldBills, offerFromBrand, terminateByOps } from '../modules/contracts/contracts.ops';
export { contractsPlugin } from '../modules/contracts/contracts.routes';
export { seedContractDemo } from '../modules/contracts/contracts-demo';
export { agentContractsForOffice } from '../modules/contracts/contracts-office';
