-- owner: office-players
CREATE TRIGGER player_note_append_only BEFORE DELETE OR UPDATE ON player_note FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
