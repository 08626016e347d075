CREATE TABLE "caption_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"set_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"upload_bytes" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image_key" text NOT NULL,
	"model_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"hash" text NOT NULL,
	"brightness" real NOT NULL,
	"sharpness" real NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"room_type" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caption" text,
	"alt_text" text,
	"writer_kind" text,
	"writer_label" text,
	"error_code" text,
	"error" text,
	"writes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captioned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "caption_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"marketplace" text NOT NULL,
	"bedrooms" integer,
	"last_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caption_photos" ADD CONSTRAINT "caption_photos_set_id_caption_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."caption_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_photos" ADD CONSTRAINT "caption_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_sets" ADD CONSTRAINT "caption_sets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_photos_set_position_idx" ON "caption_photos" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "caption_photos_user_idx" ON "caption_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "caption_sets_user_updated_idx" ON "caption_sets" USING btree ("user_id","updated_at");