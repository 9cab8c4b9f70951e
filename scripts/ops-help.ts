import { FAMILIES_HELP } from './ops-families';

/** `npm run ops -- help`: the commands of the wallet, lottery and support families here; the others' from ops-families.ts. */
export const HELP = `usage: npm run ops -- <command> [options]

  pending [--brand <code>]                               pending deposits and withdrawals, open receipt disputes
  approve <withdrawal order> --by <who> [--reason <why>]  pay a pending withdrawal (hold → provider clearing)
  reject <withdrawal order> --by <who> --reason <why>     return a pending withdrawal to the player
  confirm-deposit <deposit order> --by <who> [--reason]   credit a manual bank-transfer deposit
  reject-deposit <deposit order> --by <who> --reason <why> fail a pending deposit
  adjust --brand <code> --user <username> --amount <±decimal> --reason <why> --by <who> [--key <key>]
                                                          move money between the brand's adjustments account and
                                                          the player's main wallet (+ credits, - debits)
  balance --brand <code> --user <username>                the player's wallets
  actions [--limit <n>]                                   the latest recorded operator actions
  lottery-void <draw id> --by <who> --reason <why>         void an open lottery draw: every bet is refunded
  promo-applications [--brand <code>]                    promotion applications in process (with image files)
  promo-approve <application id> --by <who> [--reason <why>]  approve: pays the promotion's reward once
  promo-reject <application id> --by <who> --reason <why>      reject an application with a reason
  feedback [--brand <code>] [--status open|answered|closed|all]  feedback and complaints (overdue flagged)
  feedback-reply <id> --by <who> --text <reply> [--reason <why>]  answer a feedback (the player sees it unread)
  feedback-close <id> --by <who> --reason <why>           close a feedback
  support-agent --user <name> --password <pw> [--brands a,b] [--name <shown>] --by <who>
                                                          create or update a support-desk account (no --brands: all)${FAMILIES_HELP}

Database: DATABASE_URL, or the embedded one in DATA_DIR (default ./data). Brands: BRANDS_DIR (default ./brands).`;
