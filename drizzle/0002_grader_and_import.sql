CREATE TABLE "grades" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"source" text NOT NULL,
	"listing_url" text,
	"marketplace_listing_id" text,
	"title" text NOT NULL,
	"overall_score" integer NOT NULL,
	"quality_level" text NOT NULL,
	"result" jsonb NOT NULL,
	"listing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_cache" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"canonical_url" text NOT NULL,
	"provider" text NOT NULL,
	"listing" jsonb NOT NULL,
	"raw" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grades_user_created_idx" ON "grades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grades_user_listing_idx" ON "grades" USING btree ("user_id","marketplace_listing_id");--> statement-breakpoint
CREATE INDEX "listing_cache_fetched_at_idx" ON "listing_cache" USING btree ("fetched_at");