-- owner: jackpot
CREATE TRIGGER vendor_bet_jackpot_insert AFTER INSERT ON vendor_bet FOR EACH ROW WHEN ((new.vendor_code = ANY (ARRAY['MQ'::text, 'MQL'::text, 'VNL'::text])) AND new.status <> 'tombstone'::text) EXECUTE FUNCTION vendor_bet_jackpot();
