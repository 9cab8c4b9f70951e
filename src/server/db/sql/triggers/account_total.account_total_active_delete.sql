-- owner: agent
CREATE TRIGGER account_total_active_delete AFTER DELETE ON account_total FOR EACH ROW WHEN (old.last_active IS NOT NULL) EXECUTE FUNCTION account_total_active();
