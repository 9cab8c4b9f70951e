/**
 * The support domain's front door (support, announcements, help): live chat and feedback, announcements, the help centre.
 * Other domains, the app and the scripts import the support domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { announcementRoutes } from '../modules/announcements/announcements.routes';
export { announcements } from '../modules/announcements/announcements.service';
export { helpRoutes } from '../modules/help/help.routes';
export { listTicketsForOperators } from '../modules/support/feedback.repository';
export { ticketDetail, ticketFile, ticketSummary } from '../modules/support/feedback.service';
export { closeTicket, replyToTicket } from '../modules/support/feedback-ops.service';
export { operatorAccounts, upsertOperator } from '../modules/support/operators.service';
export { supportPlugin } from '../modules/support/support.plugin';
export { SupportFiles } from '../modules/support/support-files';
