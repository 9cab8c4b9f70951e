-- owner: missions
CREATE TRIGGER vendor_bet_best_insert AFTER INSERT ON vendor_bet FOR EACH ROW WHEN (new.status = 'settled'::text OR new.status = 'open'::text AND new.round_closed) EXECUTE FUNCTION vendor_bet_best();
