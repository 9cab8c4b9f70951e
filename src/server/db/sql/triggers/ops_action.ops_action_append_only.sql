-- owner: ops
CREATE TRIGGER ops_action_append_only BEFORE DELETE OR UPDATE ON ops_action FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
