/**
 * The office domain's front door (staff, backoffice): the back office — staff accounts with password and TOTP, their
 * roles per brand, the console's endpoints under /office/api, two-person approvals and the audit log's reading.
 * Other domains, the app and the scripts import the office domain only from here; no other domain imports it (the
 * back office calls the other domains' services through their front doors, the same calls the ops CLI makes).
 */

export { officeAgentsPlugin } from '../modules/office-agents/office-agents.plugin';
export { officeCashPlugin } from '../modules/office-cash/office-cash.plugin';
export { officeFiguresPlugin } from '../modules/office-figures/office-figures.plugin';
export {
  report as figuresReport,
  reportCsv as figuresReportCsv,
} from '../modules/office-figures/reports.service';
export { officeLoyaltyPlugin } from '../modules/office-loyalty/office-loyalty.plugin';
export { officePlayersPlugin } from '../modules/office-players/office-players.plugin';
export { officeQueuesPlugin } from '../modules/office-queues/office-queues.plugin';
export { officeRunsPlugin } from '../modules/office-runs/office-runs.plugin';
export { officeSwitchesPlugin } from '../modules/office-switches/office-switches.plugin';
export { staffPlugin } from '../modules/staff/staff.plugin';
export { createStaff, hashStaffPassword, setStaffStatus, staffLogin } from '../modules/staff/staff.service';
export { brandStaff, newStaffPassword, setStaffRoles } from '../modules/staff/staff-admin.service';
