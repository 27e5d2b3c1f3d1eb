-- The status page's permission, for the built-in roles that run the day.
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'system.view' FROM "roles" WHERE "name" IN ('Super admin', 'Operations', 'Compliance') AND "built_in";
