// The KYC review commands of `npm run ops` (docs/kyc.md "Review"): pending documents, a document's file, approve,
// reject with a reason. Each decision goes through reviewDocument — the service the back office will call — which
// records who and why in ops_action and sends the player an inbox message. Called by scripts/ops.ts.
import { writeFile } from 'node:fs/promises';
import { readConfig } from '../src/server/config';
import { documentFile, kycFilesIn, pendingDocuments, reviewDocument } from '../src/server/domains/compliance';
import type { ContractCommandInput } from './ops-contracts';

export const KYC_HELP = `
  kyc-pending --brand <code> [--limit n]                 KYC documents waiting for review, oldest first
  kyc-show <documentId> --brand <code> [--out <file>]    a document's details; --out writes its file there
  kyc-approve <documentId> --brand <code> --by <who> --reason <why>
                                                          approve a document (the player's inbox is told)
  kyc-reject <documentId> --brand <code> --by <who> --reason <why>
                                                          reject a document; the player reads the reason`;

export const KYC_COMMANDS = ['kyc-pending', 'kyc-show', 'kyc-approve', 'kyc-reject'];

export async function kycCommand(input: ContractCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  const documentId = () => {
    if (!input.target) throw input.usage('a document id is required');
    return input.target;
  };
  switch (command) {
    case 'kyc-pending': {
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw input.usage('--limit: 1–1000');
      const rows = await pendingDocuments({ db, brand }, limit);
      input.printTable(
        rows.map((r) => ({
          id: r.id,
          player: r.username,
          kind: r.kind,
          type: r.content_type,
          kb: Math.ceil(r.bytes / 1024),
          uploaded: r.created_at.toISOString(),
        })),
      );
      return 0;
    }
    case 'kyc-show': {
      const files = kycFilesIn(readConfig().dataDir);
      const { row, data, contentType } = await documentFile({ db, brand, files }, documentId(), {
        staff: true,
      });
      const account = await db
        .selectFrom('account')
        .select('username')
        .where('id', '=', row.accountId)
        .executeTakeFirstOrThrow();
      input.printTable([
        {
          id: row.id,
          player: account.username,
          kind: row.kind,
          type: contentType,
          kb: Math.ceil(row.bytes / 1024),
          status: row.status,
          uploaded: row.createdAt,
        },
      ]);
      const out = values.out as string | undefined;
      if (out) {
        await writeFile(out, data, { mode: 0o600 });
        console.log(`file written to ${out}`);
      }
      return 0;
    }
    case 'kyc-approve':
    case 'kyc-reject': {
      const result = await reviewDocument(
        { db, brand },
        {
          id: documentId(),
          decision: command === 'kyc-approve' ? 'approved' : 'rejected',
          by: required('by'),
          reason: required('reason'),
        },
      );
      console.log(
        `document ${result.id} of ${result.username}: ${result.status} (recorded in ops_action, player told in the inbox)`,
      );
      return 0;
    }
    default:
      throw input.usage(`unknown command ${command}`);
  }
}
