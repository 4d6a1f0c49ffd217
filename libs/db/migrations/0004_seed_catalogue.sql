-- The seeded model catalogue of the specification: 4 + 4 + 7 + 2 + 2 models. The cloud-hosted
-- variant shares three names with the general vendor and spells its GPT-3.5 deployment without
-- the dot. The two local-runtime models are the uncensored red-team models.
INSERT INTO "models" ("provider", "name", "display_name", "context_window", "red_team") VALUES
  ('openai', 'gpt-4o', 'GPT-4o', 128000, false),
  ('openai', 'gpt-4o-mini', 'GPT-4o mini', 128000, false),
  ('openai', 'gpt-4-turbo', 'GPT-4 Turbo', 128000, false),
  ('openai', 'gpt-3.5-turbo', 'GPT-3.5 Turbo', 16385, false),
  ('azure-openai', 'gpt-4o', 'GPT-4o (Azure)', 128000, false),
  ('azure-openai', 'gpt-4o-mini', 'GPT-4o mini (Azure)', 128000, false),
  ('azure-openai', 'gpt-4-turbo', 'GPT-4 Turbo (Azure)', 128000, false),
  ('azure-openai', 'gpt-35-turbo', 'GPT-3.5 Turbo (Azure)', 16385, false),
  ('anthropic', 'claude-opus-4-1', 'Claude Opus 4.1', 200000, false),
  ('anthropic', 'claude-opus-4-0', 'Claude Opus 4', 200000, false),
  ('anthropic', 'claude-sonnet-4-5', 'Claude Sonnet 4.5', 200000, false),
  ('anthropic', 'claude-sonnet-4-0', 'Claude Sonnet 4', 200000, false),
  ('anthropic', 'claude-3-7-sonnet-latest', 'Claude Sonnet 3.7', 200000, false),
  ('anthropic', 'claude-haiku-4-5', 'Claude Haiku 4.5', 200000, false),
  ('anthropic', 'claude-3-5-haiku-latest', 'Claude Haiku 3.5', 200000, false),
  ('google', 'gemini-2.5-pro', 'Gemini 2.5 Pro', 1048576, false),
  ('google', 'gemini-2.5-flash', 'Gemini 2.5 Flash', 1048576, false),
  ('ollama', 'dolphin-mistral', 'Dolphin Mistral (uncensored, red team)', 32768, true),
  ('ollama', 'llama2-uncensored', 'Llama 2 Uncensored (red team)', 4096, true)
ON CONFLICT ("provider", "name") DO NOTHING;
--> statement-breakpoint
-- The fallback filter. Category actions apply to every entity of the category unless an entity
-- type has its own entry; a detection below the threshold is ignored.
INSERT INTO "filters" ("nickname", "description", "policy", "built_in") VALUES (
  'content-safety-v2',
  'Default policy: mask PII and secrets, flag toxicity, reject jailbreaks and injections',
  '{
    "version": 1,
    "categories": {
      "pii": { "action": "mask", "threshold": 0.5 },
      "secrets": { "action": "mask", "threshold": 0.5 },
      "toxicity": { "action": "flag", "threshold": 0.6 },
      "jailbreak": { "action": "reject", "threshold": 0.7 },
      "injection": { "action": "reject", "threshold": 0.7 }
    },
    "entities": {
      "PRIVATE_KEY": { "action": "reject" },
      "SEXUAL_MINORS": { "action": "reject" },
      "THREAT": { "action": "reject", "threshold": 0.8 }
    }
  }'::jsonb,
  true
) ON CONFLICT ("nickname") DO NOTHING;
