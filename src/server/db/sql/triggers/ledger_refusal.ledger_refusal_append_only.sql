-- owner: ledger
CREATE TRIGGER ledger_refusal_append_only BEFORE DELETE OR UPDATE ON ledger_refusal FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
