CREATE TABLE "bulk_job_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"user_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"listing_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"marketplace" text NOT NULL,
	"total_rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"bulk_job_id" text,
	"marketplace" text NOT NULL,
	"language" text NOT NULL,
	"facts" jsonb NOT NULL,
	"output" jsonb,
	"grade" jsonb,
	"title" text DEFAULT '' NOT NULL,
	"overall_score" integer,
	"writer_label" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"purpose" text NOT NULL,
	"reference" text,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micro_usd" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_usage" ADD CONSTRAINT "token_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_job_rows_job_row_idx" ON "bulk_job_rows" USING btree ("job_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_job_rows_open_idx" ON "bulk_job_rows" USING btree ("status","claimed_at") WHERE "bulk_job_rows"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "bulk_jobs_user_created_idx" ON "bulk_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_generating_idx" ON "listings" USING btree ("status","updated_at") WHERE "listings"."status" = 'generating';--> statement-breakpoint
CREATE INDEX "token_usage_created_idx" ON "token_usage" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "token_usage_user_idx" ON "token_usage" USING btree ("user_id","created_at");