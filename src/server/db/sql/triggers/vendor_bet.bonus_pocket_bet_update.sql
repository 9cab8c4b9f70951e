-- owner: pockets
CREATE TRIGGER bonus_pocket_bet_update AFTER UPDATE ON vendor_bet FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.payout <> new.payout OR old.round_closed <> new.round_closed) EXECUTE FUNCTION bonus_pocket_bet();
