-- The map's Pix of each settled Brasília day by the customers' state (modules/cockpit/map-days.ts):
-- a month of the map was 820 000 trades joined to a million customers, 1.4 s of both cores on the
-- large profile; it is now its days' sums (summed once, by the periodic jobs) and today's trades.
CREATE TABLE "pix_state_days" (
	"day_start" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"pix_count" integer NOT NULL,
	"pix_value" bigint NOT NULL,
	CONSTRAINT "pix_state_days_day_start_state_pk" PRIMARY KEY("day_start","state")
);
