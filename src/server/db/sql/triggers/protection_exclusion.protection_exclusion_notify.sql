-- owner: protection
CREATE TRIGGER protection_exclusion_notify AFTER INSERT ON protection_exclusion FOR EACH ROW EXECUTE FUNCTION protection_exclusion_notify();
