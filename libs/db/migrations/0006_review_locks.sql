CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"origin" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlock_request_status" text DEFAULT 'none' NOT NULL,
	"unlock_requested_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" in ('lock', 'warning')),
	CONSTRAINT "reviews_origin_check" CHECK ("reviews"."origin" in ('admin', 'automatic')),
	CONSTRAINT "reviews_unlock_request_check" CHECK ("reviews"."unlock_request_status" in ('none', 'pending', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "session_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"detection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_created_by_tenants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_resolved_by_tenants_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_warnings" ADD CONSTRAINT "session_warnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_warnings" ADD CONSTRAINT "session_warnings_detection_id_detections_id_fk" FOREIGN KEY ("detection_id") REFERENCES "public"."detections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_open_lock" ON "reviews" USING btree ("tenant_id") WHERE "reviews"."kind" = 'lock' and "reviews"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_open_idx" ON "reviews" USING btree ("tenant_id","created_at") WHERE "reviews"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "session_warnings_session_idx" ON "session_warnings" USING btree ("session_id","created_at");