-- owner: session
CREATE TRIGGER session_cache_delete AFTER DELETE ON session FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
