CREATE TABLE "rbac_shadow_counts" (
	"method" text NOT NULL,
	"route" text NOT NULL,
	"role" text NOT NULL,
	"mapped" boolean NOT NULL,
	"capability" text,
	"agreements" bigint DEFAULT 0 NOT NULL,
	"disagreements" bigint DEFAULT 0 NOT NULL,
	"capability_allows" bigint DEFAULT 0 NOT NULL,
	"capability_denies" bigint DEFAULT 0 NOT NULL,
	"enforced_allows" bigint DEFAULT 0 NOT NULL,
	"enforced_denies" bigint DEFAULT 0 NOT NULL,
	"unmapped" bigint DEFAULT 0 NOT NULL,
	"last_disagreement_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rbac_shadow_counts_method_route_role_pk" PRIMARY KEY("method","route","role")
);
