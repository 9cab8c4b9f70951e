-- owner: agent
CREATE TRIGGER account_total_active_insert AFTER INSERT ON account_total FOR EACH ROW WHEN (new.last_active IS NOT NULL) EXECUTE FUNCTION account_total_active();
