-- owner: ledger
CREATE TRIGGER ledger_refusal_no_truncate BEFORE TRUNCATE ON ledger_refusal FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
