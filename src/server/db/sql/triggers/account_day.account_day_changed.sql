-- owner: agent
CREATE TRIGGER account_day_changed AFTER INSERT OR DELETE OR UPDATE ON account_day FOR EACH ROW EXECUTE FUNCTION account_day_changed();
