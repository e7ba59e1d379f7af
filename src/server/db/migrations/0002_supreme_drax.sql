CREATE TABLE "file_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"author_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_file_id_stage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_comments_file_id_created_at_idx" ON "file_comments" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "stage_files_uploaded_at_id_idx" ON "stage_files" USING btree ("uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);