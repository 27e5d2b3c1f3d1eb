-- Built-in roles and their permissions (packages/contracts BUILT_IN_ROLES).
INSERT INTO "roles" ("name", "description", "built_in") VALUES ('Super admin', 'Every permission, including staff and roles', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", p FROM "roles", unnest(ARRAY['users.view', 'users.create', 'users.block', 'users.reset_password', 'users.verify_document', 'kyc.view', 'kyc.review', 'bank_accounts.view', 'bank_accounts.create', 'bank_accounts.change_status', 'funds.view', 'funds.freeze', 'funds.unfreeze', 'fees.view', 'fees.create', 'trades.view', 'trades.export', 'pix_keys.view', 'pix_keys.manage', 'limits.view', 'limits.manage', 'reports.view', 'reports.manage', 'infractions.view', 'infractions.manage', 'staff.view', 'staff.manage', 'roles.view', 'roles.manage', 'audit.view']) AS p WHERE "name" = 'Super admin';
--> statement-breakpoint
INSERT INTO "roles" ("name", "description", "built_in") VALUES ('Operations', 'Runs users, accounts, funds, Pix keys and limits day to day', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", p FROM "roles", unnest(ARRAY['users.view', 'kyc.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'trades.view', 'pix_keys.view', 'limits.view', 'reports.view', 'infractions.view', 'audit.view', 'users.create', 'users.block', 'users.reset_password', 'users.verify_document', 'bank_accounts.create', 'bank_accounts.change_status', 'funds.freeze', 'funds.unfreeze', 'trades.export', 'pix_keys.manage', 'limits.manage']) AS p WHERE "name" = 'Operations';
--> statement-breakpoint
INSERT INTO "roles" ("name", "description", "built_in") VALUES ('Compliance', 'KYC, blocks, freezes, infraction reports and the regulatory file', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", p FROM "roles", unnest(ARRAY['users.view', 'kyc.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'trades.view', 'pix_keys.view', 'limits.view', 'reports.view', 'infractions.view', 'staff.view', 'roles.view', 'audit.view', 'users.block', 'users.verify_document', 'kyc.review', 'funds.freeze', 'funds.unfreeze', 'trades.export', 'reports.manage', 'infractions.manage']) AS p WHERE "name" = 'Compliance';
--> statement-breakpoint
INSERT INTO "roles" ("name", "description", "built_in") VALUES ('Finance', 'Fees, balances, exports and the monthly report', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", p FROM "roles", unnest(ARRAY['users.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'fees.create', 'trades.view', 'trades.export', 'reports.view', 'reports.manage', 'audit.view']) AS p WHERE "name" = 'Finance';
--> statement-breakpoint
INSERT INTO "roles" ("name", "description", "built_in") VALUES ('Support', 'Read-only access to answer customers', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", p FROM "roles", unnest(ARRAY['users.view', 'kyc.view', 'bank_accounts.view', 'funds.view', 'fees.view', 'trades.view', 'pix_keys.view', 'limits.view']) AS p WHERE "name" = 'Support';
--> statement-breakpoint
-- Pix participants (ISPB); `npm run cli -- import-ispb FILE.csv` loads the central bank's full list.
INSERT INTO "ispb_participants" ("ispb", "name") VALUES
  ('00000000', 'Banco do Brasil S.A.'),
  ('00000208', 'BRB - Banco de Brasília S.A.'),
  ('00038166', 'Banco Central do Brasil'),
  ('00315557', 'Cooperativa Central de Crédito - Ailos'),
  ('00360305', 'Caixa Econômica Federal'),
  ('00416968', 'Banco Inter S.A.'),
  ('01181521', 'Banco Cooperativo Sicredi S.A.'),
  ('02038232', 'Banco Sicoob S.A.'),
  ('04902979', 'Banco da Amazônia S.A.'),
  ('04913711', 'Banco do Estado do Pará S.A.'),
  ('07237373', 'Banco do Nordeste do Brasil S.A.'),
  ('08561701', 'PagSeguro Internet IP S.A.'),
  ('10573521', 'Mercado Pago Instituição de Pagamento Ltda.'),
  ('13140088', 'Acesso Soluções de Pagamento S.A. - IP'),
  ('16501555', 'Stone Instituição de Pagamento S.A.'),
  ('17184037', 'Banco Mercantil do Brasil S.A.'),
  ('18236120', 'Nu Pagamentos S.A. - IP'),
  ('20855875', 'Neon Pagamentos S.A. - IP'),
  ('22896431', 'PicPay Instituição de Pagamento S.A.'),
  ('27098060', 'Banco Digio S.A.'),
  ('28195667', 'Banco ABC Brasil S.A.'),
  ('30306294', 'Banco BTG Pactual S.A.'),
  ('31872495', 'Banco C6 S.A.'),
  ('33264668', 'Banco XP S.A.'),
  ('58160789', 'Banco Safra S.A.'),
  ('59588111', 'Banco Votorantim S.A.'),
  ('60701190', 'Itaú Unibanco S.A.'),
  ('60746948', 'Banco Bradesco S.A.'),
  ('62232889', 'Banco Daycoval S.A.'),
  ('90400888', 'Banco Santander (Brasil) S.A.'),
  ('92702067', 'Banco do Estado do Rio Grande do Sul S.A.');
