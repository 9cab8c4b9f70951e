-- owner: ledger
CREATE OR REPLACE FUNCTION public.ledger_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'MQ100';
    end $function$;
