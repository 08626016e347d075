CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_by" text;