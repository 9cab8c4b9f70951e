-- owner: pockets
CREATE TRIGGER bonus_pocket_posting AFTER INSERT ON ledger_transfer FOR EACH ROW EXECUTE FUNCTION bonus_pocket_posting();
