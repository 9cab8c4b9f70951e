-- owner: missions
CREATE TRIGGER vendor_bet_best_update AFTER UPDATE ON vendor_bet FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.payout <> new.payout OR old.amount <> new.amount OR old.round_closed <> new.round_closed) EXECUTE FUNCTION vendor_bet_best();
