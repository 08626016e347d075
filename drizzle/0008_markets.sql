CREATE TABLE "market_listings" (
	"market_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"room_type" text NOT NULL,
	"property_type" text NOT NULL,
	"accommodates" integer,
	"bedrooms" real,
	"beds" real,
	"bathrooms" real,
	"neighbourhood" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"amenities" jsonb NOT NULL,
	"price" real,
	"rating" real,
	"superhost" boolean NOT NULL,
	"review_count" integer NOT NULL,
	"reviews_last_year" integer NOT NULL,
	"booked_days" integer,
	"grade" jsonb NOT NULL,
	"review_themes" jsonb,
	CONSTRAINT "market_listings_market_id_id_pk" PRIMARY KEY("market_id","id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"data_date" text NOT NULL,
	"licence" text NOT NULL,
	"source_files" jsonb NOT NULL,
	"listing_count" integer NOT NULL,
	"bad_row_count" integer NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"calendar_loaded" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_listings_room_type_idx" ON "market_listings" USING btree ("market_id","room_type");