CREATE TABLE "staff_write_marks" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"wrote_lsn" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_write_marks" ADD CONSTRAINT "staff_write_marks_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;