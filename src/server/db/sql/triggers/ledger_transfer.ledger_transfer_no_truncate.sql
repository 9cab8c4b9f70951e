-- owner: ledger
CREATE TRIGGER ledger_transfer_no_truncate BEFORE TRUNCATE ON ledger_transfer FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
