-- owner: agent
CREATE TRIGGER ledger_transfer_day AFTER INSERT ON ledger_transfer FOR EACH ROW WHEN (new.kind = ANY (ARRAY['deposit'::text, 'withdrawal_payout'::text, 'bonus'::text])) EXECUTE FUNCTION ledger_transfer_day();
