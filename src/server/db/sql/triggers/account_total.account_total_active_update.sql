-- owner: agent
CREATE TRIGGER account_total_active_update AFTER UPDATE OF last_active ON account_total FOR EACH ROW WHEN (old.last_active IS DISTINCT FROM new.last_active) EXECUTE FUNCTION account_total_active();
