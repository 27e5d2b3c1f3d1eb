-- The claims inbox counts its claims from an index alone only while the table's visibility map is
-- whole, and each pull from the DICT changes claims: under the default thresholds (50 rows and a
-- fifth of the table) autovacuum waited for about 1 500 changes on the bench's 7 200 claims, and
-- meanwhile the inbox's count read the table page by page (825 buffers for 22, 5.3 ms of
-- PostgreSQL's CPU per call for 4.0). Vacuumed after a hundred changes and a hundredth of the
-- table, the map stays whole; a vacuum of a table this size reads only the pages that changed.
ALTER TABLE "dict_claims" SET (autovacuum_vacuum_threshold = 100, autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 100, autovacuum_vacuum_insert_scale_factor = 0.01);
