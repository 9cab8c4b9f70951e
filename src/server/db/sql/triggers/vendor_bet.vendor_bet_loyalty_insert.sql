-- owner: points
CREATE TRIGGER vendor_bet_loyalty_insert AFTER INSERT ON vendor_bet FOR EACH ROW WHEN (new.status <> 'tombstone'::text) EXECUTE FUNCTION vendor_bet_loyalty();
