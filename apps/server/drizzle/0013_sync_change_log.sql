-- The calendar sync's change log is data: each entry a typed object ({"kind": ...}). Lines logged
-- before were prose; they become notes that keep their text as it was written.
UPDATE "calendar_sync_runs" SET "changes" = (
	SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(entry.value) = 'string' THEN jsonb_build_object('kind', 'note', 'text', entry.value #>> '{}') ELSE entry.value END ORDER BY entry.ordinality), '[]'::jsonb)
	FROM jsonb_array_elements("calendar_sync_runs"."changes") WITH ORDINALITY AS entry(value, ordinality)
) WHERE jsonb_typeof("changes") = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements("calendar_sync_runs"."changes") AS entry(value) WHERE jsonb_typeof(entry.value) = 'string');
