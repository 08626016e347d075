CREATE TABLE "home_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"home_id" text NOT NULL,
	"kind" text NOT NULL,
	"overall_score" integer NOT NULL,
	"quality_level" text NOT NULL,
	"listing_id" text,
	"grade_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "home_id" text;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD COLUMN "home_id" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "create_homes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "home_id" text;--> statement-breakpoint
ALTER TABLE "caption_sets" ADD COLUMN "home_id" text;--> statement-breakpoint
ALTER TABLE "home_scores" ADD CONSTRAINT "home_scores_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_scores_home_created_idx" ON "home_scores" USING btree ("home_id","created_at");--> statement-breakpoint
CREATE INDEX "homes_user_created_idx" ON "homes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_sets" ADD CONSTRAINT "caption_sets_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_home_idx" ON "listings" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "caption_sets_home_idx" ON "caption_sets" USING btree ("home_id");