-- owner: pockets
CREATE TRIGGER bonus_pocket_bet_insert AFTER INSERT ON vendor_bet FOR EACH ROW WHEN (new.status <> 'tombstone'::text) EXECUTE FUNCTION bonus_pocket_bet();
