-- owner: vendor
CREATE TRIGGER vendor_tx_append_only BEFORE DELETE OR UPDATE ON vendor_tx FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
