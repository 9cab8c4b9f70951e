-- owner: agent
CREATE TRIGGER vendor_bet_game_insert AFTER INSERT ON vendor_bet FOR EACH ROW WHEN (new.status <> 'tombstone'::text) EXECUTE FUNCTION vendor_bet_game();
