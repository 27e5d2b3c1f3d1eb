-- Trigram indexes make "contains" searches (ILIKE '%silva%') use an index instead of reading the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
