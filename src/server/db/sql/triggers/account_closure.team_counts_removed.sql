-- owner: agent
CREATE TRIGGER team_counts_removed AFTER DELETE ON account_closure REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_counts_removed();
