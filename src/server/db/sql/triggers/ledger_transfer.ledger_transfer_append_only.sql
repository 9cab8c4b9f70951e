-- owner: ledger
CREATE TRIGGER ledger_transfer_append_only BEFORE DELETE OR UPDATE ON ledger_transfer FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
