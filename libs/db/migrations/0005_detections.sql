CREATE TABLE "detections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"api_key_id" uuid,
	"session_id" uuid,
	"surface" text NOT NULL,
	"action" text NOT NULL,
	"filter" text NOT NULL,
	"entities" jsonb NOT NULL,
	"entity_count" integer NOT NULL,
	"language" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detections_tenant_created_idx" ON "detections" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "detections_session_idx" ON "detections" USING btree ("session_id");