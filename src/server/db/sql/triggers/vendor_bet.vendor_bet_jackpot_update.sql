-- owner: jackpot
CREATE TRIGGER vendor_bet_jackpot_update AFTER UPDATE ON vendor_bet FOR EACH ROW WHEN ((new.vendor_code = ANY (ARRAY['MQ'::text, 'MQL'::text, 'VNL'::text])) AND (old.status IS DISTINCT FROM new.status OR old.round_closed <> new.round_closed)) EXECUTE FUNCTION vendor_bet_jackpot();
