-- owner: protection
CREATE TRIGGER protection_exclusion_frozen BEFORE DELETE OR UPDATE ON protection_exclusion FOR EACH ROW EXECUTE FUNCTION protection_exclusion_frozen();
