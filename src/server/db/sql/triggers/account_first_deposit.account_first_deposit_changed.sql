-- owner: agent
CREATE TRIGGER account_first_deposit_changed AFTER INSERT OR DELETE ON account_first_deposit FOR EACH ROW EXECUTE FUNCTION account_first_deposit_changed();
