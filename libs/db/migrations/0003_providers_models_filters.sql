CREATE TABLE "filters" (
	"nickname" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"policy" jsonb NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"context_window" integer NOT NULL,
	"red_team" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_provider_name_unique" UNIQUE("provider","name"),
	CONSTRAINT "models_provider_check" CHECK ("models"."provider" in ('openai', 'azure-openai', 'anthropic', 'google', 'ollama'))
);
--> statement-breakpoint
CREATE TABLE "provider_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"base_url" text,
	"api_version" text,
	"deployments" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_credentials_tenant_name_unique" UNIQUE("tenant_id","name"),
	CONSTRAINT "provider_credentials_provider_check" CHECK ("provider_credentials"."provider" in ('openai', 'azure-openai', 'anthropic', 'google', 'ollama'))
);
--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_updated_by_tenants_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;