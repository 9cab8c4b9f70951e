-- owner: ledger
CREATE OR REPLACE FUNCTION public.ledger_request_hash(p_from bigint, p_to bigint, p_amount bigint, p_kind text, p_reference text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select sha256(convert_to(concat_ws(chr(31), p_from, p_to, p_amount, p_kind, coalesce(p_reference, '')), 'UTF8'))
    $function$;
