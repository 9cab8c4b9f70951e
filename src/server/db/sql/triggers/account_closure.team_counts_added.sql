-- owner: agent
CREATE TRIGGER team_counts_added AFTER INSERT ON account_closure REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_counts_added();
