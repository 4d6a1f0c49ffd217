-- The change feed (libs/db src/change-feed.ts): apps keep facts of these tables in memory and drop
-- them when a row changes. Each change is announced on channel csg_changes, at commit, with the
-- table, the operation and the row's id and tenant id: never the row's contents, which may hold a
-- hash or a secret. An update moving a row to another tenant announces both tenants. Columns named
-- as the trigger's arguments are not facts of any cache: an update of those alone is not announced.
CREATE FUNCTION "csg_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := coalesce(TG_ARGV::text[], '{}');
  before_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - ignored END;
  after_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - ignored END;
BEGIN
  IF before_row = after_row THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('csg_changes', payload)
  FROM (
    SELECT DISTINCT jsonb_build_object(
      'table', TG_TABLE_NAME,
      'op', TG_OP,
      'id', r ->> 'id',
      'tenantId', CASE WHEN TG_TABLE_NAME = 'tenants' THEN r ->> 'id' ELSE r ->> 'tenant_id' END
    )::text AS payload
    FROM unnest(array_remove(ARRAY[after_row, before_row], NULL)) AS r
  ) AS announced;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_changes" AFTER INSERT OR UPDATE OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
--> statement-breakpoint
-- last_used_at is written every few seconds for keys in use (libs/auth last-used.ts).
CREATE TRIGGER "api_keys_changes" AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"('last_used_at');
--> statement-breakpoint
CREATE TRIGGER "tenant_group_members_changes" AFTER INSERT OR UPDATE OR DELETE ON "tenant_group_members"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "models_changes" AFTER INSERT OR UPDATE OR DELETE ON "models"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "provider_credentials_changes" AFTER INSERT OR UPDATE OR DELETE ON "provider_credentials"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changes" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "system_settings_changes" AFTER INSERT OR UPDATE OR DELETE ON "system_settings"
  FOR EACH ROW EXECUTE FUNCTION "csg_notify_change"();
