-- owner: session
CREATE TRIGGER player_limit_session_cache AFTER INSERT OR DELETE OR UPDATE ON player_limit FOR EACH ROW EXECUTE FUNCTION session_limit_notify();
