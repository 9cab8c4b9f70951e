-- owner: points
CREATE TRIGGER points_entry_append_only BEFORE DELETE OR UPDATE ON points_entry FOR EACH ROW EXECUTE FUNCTION points_entry_append_only();
