-- owner: points
CREATE TRIGGER ledger_transfer_loyalty AFTER INSERT ON ledger_transfer FOR EACH ROW WHEN (new.kind = 'deposit'::text) EXECUTE FUNCTION ledger_transfer_loyalty();
