-- content-safety-v2 reports dates, organisations and nationality/religious/political groups
-- (flag: recorded, left visible) now that the engine detects them. Only a seeded filter an admin
-- has not edited is changed; an edited one keeps the admin's choices.
UPDATE "filters"
SET "policy" = jsonb_set("policy", '{entities}', COALESCE("policy" -> 'entities', '{}'::jsonb) || '{
  "DATE_TIME": { "action": "flag" },
  "ORGANIZATION": { "action": "flag" },
  "NRP": { "action": "flag" }
}'::jsonb)
WHERE "nickname" = 'content-safety-v2' AND "built_in" AND "updated_by" IS NULL;
