CREATE TYPE "public"."code_list_kind" AS ENUM('NETWORK', 'SWAY');--> statement-breakpoint
CREATE TYPE "public"."flow_end_type" AS ENUM('VOUCHER', 'WHATS_NEXT');--> statement-breakpoint
CREATE TYPE "public"."mailing_list_type" AS ENUM('File', 'Survey');--> statement-breakpoint
CREATE TYPE "public"."offer_order_flow_type" AS ENUM('VISIT', 'CALL', 'URL', 'EVENT');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('NEEDS_APPROVAL', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'COMPLETE', 'FULL');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('LOCAL', 'WEB');--> statement-breakpoint
CREATE TYPE "public"."report_query_type" AS ENUM('FLAT', 'OFFER', 'SWAY_OFFER', 'ADDRESS');--> statement-breakpoint
CREATE TYPE "public"."review_template_type" AS ENUM('APPROVED', 'DENIED');--> statement-breakpoint
CREATE TYPE "public"."social_proof_platform" AS ENUM('INSTAGRAM', 'FACEBOOK', 'GOOGLE');--> statement-breakpoint
CREATE TYPE "public"."social_proof_status" AS ENUM('ACTIVE', 'DRAFT', 'ARCHIVED', 'REMOVED_CLIENT', 'REMOVED_INFLUENCER');--> statement-breakpoint
CREATE TYPE "public"."social_proof_type" AS ENUM('POST', 'REVIEW');--> statement-breakpoint
CREATE TYPE "public"."tag_kind" AS ENUM('street', 'city', 'zip', 'state', 'custom');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('ADMIN', 'CLIENT', 'CLIENT_LITE');--> statement-breakpoint
CREATE TYPE "public"."wall_of_love_type" AS ENUM('CAROUSEL', 'PINTEREST');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_type" "user_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_business_id" integer
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"combo_title" text,
	"brand" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"industry_category_id" integer,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"default_hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_instagram_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_facebook_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"facebook_review_url" text,
	"post_marketing_value_cents" integer,
	"review_marketing_value_cents" integer,
	"average_ticket_value_cents" integer,
	"archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"title" text NOT NULL,
	"post_marketing_value_cents" integer,
	"review_marketing_value_cents" integer,
	"average_ticket_value_cents" integer,
	"industry_proof_ratio" numeric(8, 4)
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"target" text NOT NULL,
	"redirect" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"account_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "memberships_account_id_business_id_pk" PRIMARY KEY("account_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "location_tags" (
	"location_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "location_tags_location_id_tag_id_pk" PRIMARY KEY("location_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"google_place_id" text,
	"google_review_url" text,
	"address_phone" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"instagram_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"facebook_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"short_url_id" text
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"kind" "tag_kind" NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_location_tags" (
	"offer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "offer_location_tags_offer_id_tag_id_pk" PRIMARY KEY("offer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "offer_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_category_id" integer NOT NULL,
	"summary_value" text NOT NULL,
	"performance" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_type" "offer_type" DEFAULT 'LOCAL' NOT NULL,
	"offer_order_flow_type" "offer_order_flow_type" DEFAULT 'VISIT' NOT NULL,
	"offer_status" "offer_status" DEFAULT 'NEEDS_APPROVAL' NOT NULL,
	"offer_summary" text NOT NULL,
	"offer_summary_id" integer,
	"offer_image_url" text,
	"offer_start_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"offer_url" text,
	"offer_description_url" text,
	"offer_phone" text,
	"offer_special_instructions" text,
	"event_date_option" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"instagram_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"facebook_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"coupon_code" text,
	"coupon_image_url" text,
	"coupon_size" text DEFAULT 'medium' NOT NULL,
	"tasks" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_priority" integer,
	"number_tasks_required" integer DEFAULT 1 NOT NULL,
	"offers_to_grant_per_month" integer DEFAULT 5 NOT NULL,
	"min_days_between_offer" integer DEFAULT 30 NOT NULL,
	"short_url_id" text,
	"internal_notes" text,
	"custom_description" text,
	"is_lite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_id" integer,
	"sway_offer_id" integer,
	"address_id" integer,
	"url" text NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"first_name" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"voucher_id" integer,
	"offer_id" integer,
	"sway_offer_id" integer,
	"customer_id" integer,
	"proof_type" text NOT NULL,
	"is_sway" boolean DEFAULT false NOT NULL,
	"proof_date" timestamp with time zone NOT NULL,
	"date_submitted" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text,
	"email" text,
	"phone" text,
	"offer_summary" text,
	"proof_image_url" text,
	"message_content" text,
	"review_status" text DEFAULT 'PENDING' NOT NULL,
	"review_comments" text,
	"review_template_title" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"client_feedback" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_feedback_app_user_id" integer,
	"client_feedback_at" timestamp with time zone,
	"quality_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_id" integer,
	"customer_id" integer NOT NULL,
	"location_id" integer,
	"date_redeemed" timestamp with time zone,
	"value_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_id" integer,
	"sway_offer_id" integer,
	"kind" "code_list_kind" NOT NULL,
	"list_name" text NOT NULL,
	"pending_code_template_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_list_id" integer NOT NULL,
	"value" text NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"proof_id" integer,
	"reserved_at" timestamp with time zone,
	CONSTRAINT "codes_proof_uq" UNIQUE("proof_id")
);
--> statement-breakpoint
CREATE TABLE "pending_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_list_id" integer NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"email_template_id" text NOT NULL,
	"type" "review_template_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sway_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"sway_offer_id" integer NOT NULL,
	"claim_enabled" boolean DEFAULT true NOT NULL,
	"claim_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"proof_requirements_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_info_enabled" boolean DEFAULT true NOT NULL,
	"contact_info_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"end_type" "flow_end_type" DEFAULT 'VOUCHER' NOT NULL,
	"voucher_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"whats_next_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"side_effect_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sway_flows_sway_offer_uq" UNIQUE("sway_offer_id")
);
--> statement-breakpoint
CREATE TABLE "sway_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_summary" text NOT NULL,
	"internal_notes" text,
	"meta_title" text,
	"meta_description" text,
	"offer_image_url" text,
	"expired" boolean DEFAULT false NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"instagram_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"facebook_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"tiktok_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"google_review_url" text,
	"facebook_review_url" text,
	"short_url_id" text,
	"tasks" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_lite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_offers" (
	"landing_page_id" integer NOT NULL,
	"sway_offer_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	CONSTRAINT "landing_page_offers_landing_page_id_sway_offer_id_pk" PRIMARY KEY("landing_page_id","sway_offer_id")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"landing_page_name" text DEFAULT '' NOT NULL,
	"custom_url" text,
	"layout_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_custom_url_uq" UNIQUE("custom_url")
);
--> statement-breakpoint
CREATE TABLE "social_proof_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"access_key" text NOT NULL,
	"verified_by_name" text,
	"verified_by_icon" text,
	"time_between_posts" integer DEFAULT 8 NOT NULL,
	"cycle_delay" integer DEFAULT 30 NOT NULL,
	"install_url" text,
	CONSTRAINT "social_proof_settings_access_key_uq" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "social_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"type" "social_proof_type" NOT NULL,
	"platform" "social_proof_platform" NOT NULL,
	"status_code" "social_proof_status" DEFAULT 'DRAFT' NOT NULL,
	"rating" numeric(2, 1),
	"location_city" text,
	"location_state" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"message" varchar(255) NOT NULL,
	"img_url" text,
	"avatar_img_url" text,
	"business_name" text NOT NULL,
	"influencer_name" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_of_love_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"access_key" text NOT NULL,
	"type" "wall_of_love_type" NOT NULL,
	"color_proof_border" text,
	"color_carousel_indicator_button" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_of_love_configs_access_key_uq" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "billing_addons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"proof_id" integer NOT NULL,
	"chargebee_addon_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invoice_id" text,
	"charged_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_items_proof_uq" UNIQUE("proof_id")
);
--> statement-breakpoint
CREATE TABLE "mailing_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_list_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"zipcode" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"mailing_list_type" "mailing_list_type" NOT NULL,
	"mailing_list_status" text DEFAULT 'EMPTY' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_name" text NOT NULL,
	"query_description" text DEFAULT '' NOT NULL,
	"query_type" "report_query_type" NOT NULL,
	"sql_key" text NOT NULL,
	CONSTRAINT "report_definitions_sql_key_uq" UNIQUE("sql_key")
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_definition_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"report_date" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	CONSTRAINT "report_runs_file_name_uq" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_current_business_id_businesses_id_fk" FOREIGN KEY ("current_business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_industry_category_id_industry_categories_id_fk" FOREIGN KEY ("industry_category_id") REFERENCES "public"."industry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_categories" ADD CONSTRAINT "industry_categories_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_location_tags" ADD CONSTRAINT "offer_location_tags_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_location_tags" ADD CONSTRAINT "offer_location_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_summaries" ADD CONSTRAINT "offer_summaries_industry_category_id_industry_categories_id_fk" FOREIGN KEY ("industry_category_id") REFERENCES "public"."industry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offer_summary_id_offer_summaries_id_fk" FOREIGN KEY ("offer_summary_id") REFERENCES "public"."offer_summaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_address_id_locations_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_client_feedback_app_user_id_accounts_id_fk" FOREIGN KEY ("client_feedback_app_user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lists" ADD CONSTRAINT "code_lists_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lists" ADD CONSTRAINT "code_lists_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lists" ADD CONSTRAINT "code_lists_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_code_list_id_code_lists_id_fk" FOREIGN KEY ("code_list_id") REFERENCES "public"."code_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_codes" ADD CONSTRAINT "pending_codes_code_list_id_code_lists_id_fk" FOREIGN KEY ("code_list_id") REFERENCES "public"."code_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sway_flows" ADD CONSTRAINT "sway_flows_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sway_offers" ADD CONSTRAINT "sway_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_offers" ADD CONSTRAINT "landing_page_offers_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_offers" ADD CONSTRAINT "landing_page_offers_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_proof_settings" ADD CONSTRAINT "social_proof_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_proofs" ADD CONSTRAINT "social_proofs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_of_love_configs" ADD CONSTRAINT "wall_of_love_configs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_items" ADD CONSTRAINT "billing_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_items" ADD CONSTRAINT "billing_items_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_items" ADD CONSTRAINT "billing_items_chargebee_addon_id_billing_addons_id_fk" FOREIGN KEY ("chargebee_addon_id") REFERENCES "public"."billing_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_list_entries" ADD CONSTRAINT "mailing_list_entries_mailing_list_id_mailing_lists_id_fk" FOREIGN KEY ("mailing_list_id") REFERENCES "public"."mailing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_report_definition_id_report_definitions_id_fk" FOREIGN KEY ("report_definition_id") REFERENCES "public"."report_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "businesses_title_idx" ON "businesses" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "login_tokens_hash_uq" ON "login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_tokens_account_idx" ON "login_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "memberships_business_idx" ON "memberships" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "location_tags_tag_idx" ON "location_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "locations_business_idx" ON "locations" USING btree ("business_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_business_kind_value_uq" ON "tags" USING btree ("business_id","kind","value");--> statement-breakpoint
CREATE INDEX "offer_location_tags_tag_idx" ON "offer_location_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "offer_summaries_category_idx" ON "offer_summaries" USING btree ("industry_category_id");--> statement-breakpoint
CREATE INDEX "offers_business_status_idx" ON "offers" USING btree ("business_id","offer_status");--> statement-breakpoint
CREATE INDEX "short_urls_business_idx" ON "short_urls" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "short_urls_offer_idx" ON "short_urls" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "short_urls_sway_offer_idx" ON "short_urls" USING btree ("sway_offer_id");--> statement-breakpoint
CREATE INDEX "customers_business_email_idx" ON "customers" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE INDEX "proofs_business_submitted_idx" ON "proofs" USING btree ("business_id","date_submitted" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proofs_business_proof_date_idx" ON "proofs" USING btree ("business_id","proof_date");--> statement-breakpoint
CREATE INDEX "proofs_sway_offer_status_idx" ON "proofs" USING btree ("sway_offer_id","review_status");--> statement-breakpoint
CREATE INDEX "proofs_voucher_idx" ON "proofs" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "proofs_customer_idx" ON "proofs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "proofs_email_idx" ON "proofs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "vouchers_business_redeemed_idx" ON "vouchers" USING btree ("business_id","date_redeemed");--> statement-breakpoint
CREATE INDEX "vouchers_customer_idx" ON "vouchers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "vouchers_offer_idx" ON "vouchers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "code_lists_business_idx" ON "code_lists" USING btree ("business_id","kind");--> statement-breakpoint
CREATE INDEX "code_lists_sway_offer_idx" ON "code_lists" USING btree ("sway_offer_id");--> statement-breakpoint
CREATE INDEX "code_lists_offer_idx" ON "code_lists" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_list_value_uq" ON "codes" USING btree ("code_list_id","value");--> statement-breakpoint
CREATE INDEX "codes_list_unclaimed_idx" ON "codes" USING btree ("code_list_id","id") WHERE "codes"."proof_id" is null;--> statement-breakpoint
CREATE INDEX "pending_codes_list_idx" ON "pending_codes" USING btree ("code_list_id");--> statement-breakpoint
CREATE INDEX "sway_offers_business_idx" ON "sway_offers" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "landing_page_offers_sway_offer_idx" ON "landing_page_offers" USING btree ("sway_offer_id");--> statement-breakpoint
CREATE INDEX "landing_pages_business_idx" ON "landing_pages" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "social_proofs_business_status_idx" ON "social_proofs" USING btree ("business_id","status_code");--> statement-breakpoint
CREATE INDEX "wall_of_love_configs_business_idx" ON "wall_of_love_configs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "billing_items_business_idx" ON "billing_items" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "billing_items_status_idx" ON "billing_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mailing_list_entries_list_idx" ON "mailing_list_entries" USING btree ("mailing_list_id");--> statement-breakpoint
CREATE INDEX "report_runs_business_idx" ON "report_runs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "report_runs_definition_date_idx" ON "report_runs" USING btree ("report_definition_id","report_date" DESC NULLS FIRST);