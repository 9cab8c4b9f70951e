-- owner: points
CREATE TRIGGER vendor_bet_loyalty_update AFTER UPDATE ON vendor_bet FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.payout <> new.payout OR old.round_closed <> new.round_closed) EXECUTE FUNCTION vendor_bet_loyalty();
