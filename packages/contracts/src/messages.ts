/**
 * Every sentence the server can answer in `msg`, declared once: a stable key, the parameters its
 * words need (each with the kind that says how a client formats it), and its English words. The
 * server writes `msg` in English from these words, for API users, and carries the key and the
 * parameters beside it (`words` in the envelope); the console words the key in the member's own
 * language. No refusal text is assembled anywhere else.
 *
 * This module has no schemas and no dependencies (it imports types only): the sign-in page imports it.
 */

import type { OptionCode, OptionListName } from './options.js';
import { entry, type MessageEntry, type RecordKind } from './templates.js';

export { entry, fillTemplate, RECORD_KINDS, type MessageEntry, type ParamFormatters, type ParamKind, type RecordKind } from './templates.js';

export const MESSAGES = {
  // Any call
  'call.ok': entry('ok'),
  'input.invalid_field': entry('Invalid field "{{field}}": {{problem}}', { field: 'text', problem: 'text' }),
  'input.invalid_body': entry('Invalid request body: {{problem}}', { problem: 'text' }),
  'input.unknown_field': entry('Unknown field {{field}}', { field: 'text' }),
  'input.unknown_fields': entry('Unknown fields {{fields}}', { fields: 'text' }),
  'input.nul_character': entry('Field "{{field}}" cannot contain the NUL character', { field: 'text' }),
  'input.too_deep': entry('The request body nests objects or lists more than {{max}} levels deep', { max: 'number' }),
  'input.value_taken': entry('Another record already has this value of "{{field}}"; nothing was saved', { field: 'text' }),
  'input.json_expected': entry('This call takes a JSON body, not multipart/form-data'),
  'input.multipart_expected': entry('This call takes multipart/form-data (the fields {{fields}} and one file), not a JSON body', { fields: 'text' }),
  'permission.missing': entry('You do not have the permission "{{permission}}" needed for this action', { permission: 'text' }),
  'setup.change_password': entry('Change your temporary password before anything else'),
  'setup.enrol_totp': entry('Your role asks for two-factor sign-in: enrol an authenticator app first'),
  'network.not_allowed': entry('Your role does not allow calls from {{ip}}: sign in from one of its networks', { ip: 'text' }),
  'reauth.required': entry('Confirm your password or a two-factor code to continue: this action needs a proof in the last 5 minutes'),
  'idempotency.key_required': entry('This call moves money: send an Idempotency-Key header (a new UUID per action)'),
  'idempotency.key_format': entry('Idempotency-Key must be 8 to 128 printable characters'),
  'idempotency.key_reused': entry('This Idempotency-Key was already used for a different request'),
  'record.not_found': entry('{{record}} {{id}} not found', { record: 'record', id: 'text' }),
  'report.version_not_found': entry('Version {{version}} of report {{report}} not found', { version: 'text', report: 'text' }),
  'infraction.trade_not_ours': entry('A transaction of ours with the end-to-end id {{end_to_end_id}} not found', { end_to_end_id: 'text' }),
  'input.field_required': entry('Field "{{field}}" is required', { field: 'text' }),
  'list.page_too_deep': entry('A page starts within the first {{rows}} rows of a list; narrow the filters, or export the list', { rows: 'number' }),
  'server.unexpected': entry('Unexpected error; quote reference {{reference}} to support', { reference: 'text' }),
  'server.unavailable': entry('The database is not reachable right now; nothing was changed. Try again in a moment'),

  // Sessions and sign-in
  'session.missing': entry('Sign in to continue'),
  'session.ended': entry('Your sign-in has ended; sign in again'),
  'session.max_age': entry('Your sign-in reached its {{hours}}-hour limit; sign in again', { hours: 'number' }),
  'session.idle': entry('Your sign-in expired after {{minutes}} minutes without activity; sign in again', { minutes: 'number' }),
  'session.account_disabled': entry('Your account is disabled'),
  'session.account_gone': entry('Your account no longer exists'),
  'sign_in.welcome': entry('Welcome, {{name}}', { name: 'text' }),
  'sign_in.wrong_credentials': entry('Wrong username or password'),
  'sign_in.too_many_attempts': entry('Too many sign-in attempts; wait a minute and try again'),
  // No longer said (sign-in answers a locked account as a wrong password): kept to word the audit rows written before.
  'sign_in.locked': entry('This account is locked after too many failed sign-ins until {{until}}', { until: 'instant' }),
  'sign_in.locked_now': entry('Too many failed sign-ins: this account is locked until {{until}}', { until: 'instant' }),
  'sign_in.disabled': entry('This account is disabled'),
  'sign_in.totp_needed': entry('Enter the 6-digit code from your authenticator app'),
  'sign_in.wrong_totp': entry('Wrong two-factor code'),
  'sign_in.wrong_recovery_code': entry('Unknown or already used recovery code'),
  'sign_out.done': entry('You are signed out'),
  'password.wrong': entry('Wrong password'),
  'password.wrong_current': entry('Invalid field "{{field}}": wrong password', { field: 'text' }),
  'password.weak': entry('Invalid field "{{field}}": {{weakness}}', { field: 'text', weakness: 'text' }),
  'password.unchanged': entry('Invalid field "{{field}}": must differ from the current password', { field: 'text' }),
  'password.reused': entry('Invalid field "{{field}}": must differ from your last {{count}} passwords', { field: 'text', count: 'number' }),
  'password.changed': entry('Your password is changed; your other sign-ins are ended'),
  'reauth.proof_needed': entry('Send your password or a code from your authenticator app'),
  'reauth.done': entry('Confirmed: you may take sensitive actions for the next 5 minutes'),
  'totp.scan': entry('Scan the QR code with your authenticator app, then type a code it shows'),
  'totp.no_pending_secret': entry('Start the enrolment first: there is no secret waiting for a code'),
  'totp.wrong_code': entry('Invalid field "{{field}}": wrong code; check the time on your phone', { field: 'text' }),
  'totp.enabled': entry('Two-factor sign-in is on. Keep the recovery codes somewhere safe'),

  // Wallet users and merchants
  'user.already_blocked': entry('{{record}} {{id}} is already blocked', { record: 'record', id: 'text' }),
  'user.already_active': entry('{{record}} {{id}} is already active', { record: 'record', id: 'text' }),
  'user.blocked': entry('{{name}} is blocked', { name: 'text' }),
  'user.created': entry('{{record}} {{name}} created', { record: 'record', name: 'text' }),
  'user.temporary_password': entry('Temporary password issued for {{name}}', { name: 'text' }),
  'user.cpf_situation': entry('CPF situation: {{situation}}', { situation: 'text' }),
  'user.document_taken': entry('A {{kind}} with {{doc_type}} {{doc_number}} already exists', { kind: 'text', doc_type: 'text', doc_number: 'text' }),
  'user.email_taken': entry('A {{kind}} with the e-mail {{email}} already exists', { kind: 'text', email: 'text' }),
  'user.reset_while_blocked': entry('{{record}} {{id}} is blocked; unblock it before resetting its password', { record: 'record', id: 'text' }),
  'user.cpf_check_on_cnpj': entry('{{record}} {{id}} has a CNPJ; CPF verification applies to natural persons', { record: 'record', id: 'text' }),
  'user.unblocked': entry('{{name}} is unblocked', { name: 'text' }),

  // Four eyes: approval requests and policies
  'approval.asked': entry('Request {{id}} waits for a second person: {{action}} runs only once someone else approves it', { id: 'text', action: 'option:approval_action' }),
  'approval.reason_required': entry('{{action}} needs a second person here: say why you ask for it', { action: 'option:approval_action' }),
  'approval.already_pending': entry('Request {{id}} already waits for the same action on {{target}}: approve, reject or withdraw it first', { id: 'text', target: 'text' }),
  'approval.own_request': entry('You asked for request {{id}} yourself: another member must approve it', { id: 'text' }),
  'approval.not_pending': entry('Request {{id}} is {{status}}: it can no longer be decided', { id: 'text', status: 'option:approval_status' }),
  'approval.expired': entry('Request {{id}} expired at {{at}} without approval: nothing was done; ask again if it is still needed', { id: 'text', at: 'instant' }),
  'approval.not_yours_to_decide': entry('You may not decide request {{id}}: it needs the permission "{{permission}}"', { id: 'text', permission: 'text' }),
  'approval.not_your_request': entry('Request {{id}} was asked by {{maker}}: only they may withdraw it', { id: 'text', maker: 'text' }),
  'approval.target_changed': entry('{{target}} changed since request {{id}} was asked: nothing was done; reject it and ask again', { target: 'text', id: 'text' }),
  'approval.maker_cannot': entry('{{maker}}, who asked for request {{id}}, may no longer take this action: nothing was done', { maker: 'text', id: 'text' }),
  'approval.rejected': entry('Request {{id}} rejected: nothing was done', { id: 'text' }),
  'approval.withdrawn': entry('Request {{id}} withdrawn: nothing was done', { id: 'text' }),
  'approval.use_single': entry('{{action}} needs a second person here: do it on its own to ask for approval', { action: 'option:approval_action' }),
  'approval.policy_changed': entry('Policy for "{{action}}" saved', { action: 'option:approval_action' }),

  // Bulk actions
  'bulk.applied': entry('{{done}} done, {{refused}} refused', { done: 'number', refused: 'number' }),

  // Saved views of a list
  'view.saved': entry('View "{{name}}" saved', { name: 'text' }),
  'view.deleted': entry('View "{{name}}" deleted', { name: 'text' }),
  'view.too_many': entry('You keep at most {{max}} views of a list: delete one first', { max: 'number' }),

  // KYC
  'kyc.already_approved': entry('KYC check {{id}} was already approved', { id: 'text' }),
  'kyc.already_rejected': entry('KYC check {{id}} was already rejected', { id: 'text' }),
  'kyc.approved': entry('KYC check {{id}} approved', { id: 'text' }),
  'kyc.rejected': entry('KYC check {{id}} rejected', { id: 'text' }),
  'kyc.document_added': entry('{{file}} added to KYC check {{id}}', { file: 'text', id: 'text' }),
  'kyc.document_type': entry('The file {{file}} is {{type}}; a KYC document must be a JPEG or PNG image or a PDF', { file: 'text', type: 'text' }),
  'kyc.document_content': entry('The file {{file}} is not the {{type}} it says it is', { file: 'text', type: 'text' }),
  'kyc.documents_full': entry('KYC check {{id}} already holds {{max}} documents, as many as a check keeps', { id: 'text', max: 'number' }),
  'kyc.not_pending': entry('KYC check {{id}} was already decided; documents are added only while it waits for review', { id: 'text' }),

  // Bank accounts, funds and fees
  'account.owner_blocked': entry('{{owner}} is blocked; unblock them before opening an account', { owner: 'text' }),
  'account.owner_blocked_activate': entry('{{owner}} is blocked; unblock them before activating account {{account}}', { owner: 'text', account: 'text' }),
  'account.holds_money': entry('Account {{account}} still holds {{available}} available and {{held}} held; move or release all of it before deactivating the account', { account: 'text', available: 'money', held: 'money' }),
  'account.not_our_institution': entry('Invalid field "ispb": {{ispb}} is not one of our institutions; accounts open at {{ours}}', { ispb: 'text', ours: 'text' }),
  'account.already_active': entry('Account {{account}} is already active', { account: 'text' }),
  'account.already_inactive': entry('Account {{account}} is already inactive', { account: 'text' }),
  'account.exists': entry('Account {{branch}}/{{account}} at {{institution}} already exists', { branch: 'text', account: 'text', institution: 'text' }),
  'account.opened': entry('Account {{branch}}/{{account}} opened for {{owner}}', { branch: 'text', account: 'text', owner: 'text' }),
  'account.activated': entry('Account {{account}} is active', { account: 'text' }),
  'account.deactivated': entry('Account {{account}} is inactive', { account: 'text' }),
  'account.deactivated_keys_deleted': entry('Account {{account}} is inactive; its {{keys}} Pix keys were deleted at the DICT (account closure)', { account: 'text', keys: 'number' }),
  'funds.insufficient_to_freeze': entry('Cannot freeze {{amount}}: account {{account}} has only {{available}} available', { amount: 'money', account: 'text', available: 'money' }),
  'funds.insufficient_for_fee': entry('Cannot deduct {{amount}}: account {{account}} has only {{available}} available', { amount: 'money', account: 'text', available: 'money' }),
  'funds.freeze_released': entry('Freeze {{freeze}} was already released', { freeze: 'text' }),
  'funds.release_above_held': entry('Cannot release {{amount}}: freeze {{freeze}} holds only {{remaining}}', { amount: 'money', freeze: 'text', remaining: 'money' }),
  'funds.frozen': entry('{{amount}} frozen on account {{account}}', { amount: 'money', account: 'text' }),
  'funds.released': entry('{{amount}} released on account {{account}}', { amount: 'money', account: 'text' }),
  'fees.user_account': entry('Account {{account}} belongs to a wallet user; fees are deducted from merchant accounts only', { account: 'text' }),
  'fees.account_inactive': entry('Account {{account}} is inactive; fees are deducted from active accounts only', { account: 'text' }),
  'fees.merchant_blocked': entry('{{merchant}} is blocked; no fee is deducted from a blocked merchant', { merchant: 'text' }),
  'fees.deducted': entry('Fee of {{amount}} deducted from {{merchant}}', { amount: 'money', merchant: 'text' }),
  'returns.not_a_payin': entry('Transaction {{trade}} is a Pix we sent; only money a customer received can be returned', { trade: 'text' }),
  'returns.not_settled': entry('Transaction {{trade}} is {{status}}: only the money of a settled Pix received can be returned', { trade: 'text', status: 'option:trade_status' }),
  'returns.too_late': entry('Transaction {{trade}} is more than {{days}} days old; its money can no longer be returned through Pix', { trade: 'text', days: 'number' }),
  'returns.above_what_is_left': entry('Cannot return {{amount}} of transaction {{trade}}: only {{left}} is left to return', { amount: 'money', trade: 'text', left: 'money' }),
  'returns.insufficient': entry('Cannot return {{amount}}: account {{account}} has only {{available}} available', { amount: 'money', account: 'text', available: 'money' }),
  'returns.sent': entry('Return of {{amount}} for transaction {{trade}} sent to the SPI', { amount: 'money', trade: 'text' }),

  // The MED: holds, cases and refund requests
  'holds.cautionary_not_a_payin': entry('A cautionary block holds a settled Pix received on the same account: transaction {{trade}} is not one on account {{account}}', { trade: 'text', account: 'text' }),
  'holds.above_the_pix': entry('Cannot hold {{amount}} for transaction {{trade}}: only {{left}} of it is not held or returned already', { amount: 'money', trade: 'text', left: 'money' }),
  'holds.not_cautionary': entry('Hold {{freeze}} is not a cautionary block; only a cautionary block is escalated', { freeze: 'text' }),
  'holds.no_pix': entry('Hold {{freeze}} names no Pix, so it has no MED case to escalate to', { freeze: 'text' }),
  'holds.escalated': entry('Cautionary block {{freeze}} escalated to a MED hold of case {{case}}', { freeze: 'text', case: 'text' }),
  'med.trade_not_settled': entry('Transaction {{trade}} is {{status}}: only a Pix that moved money can be contested', { trade: 'text', status: 'option:trade_status' }),
  'med.case_closed': entry('Case {{case}} is closed; nothing more can be done with it', { case: 'text' }),
  'med.hold_payer_side': entry('In case {{case}} our customer paid: the money is at the other institution, which blocks it; we ask for it with a refund request', { case: 'text' }),
  'med.request_open': entry('Case {{case}} has refund request {{request}} open: answer or cancel it before closing the case', { case: 'text', request: 'text' }),
  'med.opened': entry('Case {{case}} opened for {{end_to_end_id}}', { case: 'text', end_to_end_id: 'text' }),
  'med.exists': entry('Case {{case}} already follows {{end_to_end_id}}', { case: 'text', end_to_end_id: 'text' }),
  'med.taken': entry('Case {{case}} is yours now', { case: 'text' }),
  'med.held': entry('{{amount}} blocked on account {{account}} for case {{case}}', { amount: 'money', account: 'text', case: 'text' }),
  'med.closed': entry('Case {{case}} closed', { case: 'text' }),
  'med.traced': entry('The money of case {{case}} traced through {{hops}} accounts', { case: 'text', hops: 'number' }),
  'med.chain_asked': entry('{{requests}} refund requests for {{amount}} sent along the chain', { requests: 'number', amount: 'money' }),
  'med.synced': entry('Synced: {{contestations}} contestations, {{requests}} refund requests, {{answers}} answers', { contestations: 'number', requests: 'number', answers: 'number' }),
  'refund.receiver_side': entry('In case {{case}} our customer received the Pix: the payer\'s institution asks for the money, not us', { case: 'text' }),
  'refund.window_closed': entry('Transaction {{trade}} is more than {{days}} days old: its money can no longer be asked back through the MED', { trade: 'text', days: 'number' }),
  'refund.above_left': entry('Cannot ask for {{amount}}: only {{left}} of transaction {{trade}} is left to ask for', { amount: 'money', trade: 'text', left: 'money' }),
  'refund.already_open': entry('Refund request {{request}} of case {{case}} is still open: follow it, or cancel it before asking again', { request: 'text', case: 'text' }),
  'refund.not_open': entry('Refund request {{request}} is {{status}}; only an open request is answered or cancelled', { request: 'text', status: 'option:refund_status' }),
  'refund.answer_ours': entry('Refund request {{request}} is ours: the receiver\'s institution answers it, we can only cancel it', { request: 'text' }),
  'refund.cancel_theirs': entry('Refund request {{request}} was made to us by {{side}}: only they can cancel it; accept or reject it instead', { request: 'text', side: 'text' }),
  'refund.accept_above_asked': entry('Cannot accept {{amount}}: refund request {{request}} asks for {{asked}}', { amount: 'money', request: 'text', asked: 'money' }),
  'refund.insufficient': entry('Cannot give back {{amount}}: account {{account}} has {{held}} held for the case and {{available}} available', { amount: 'money', account: 'text', held: 'money', available: 'money' }),
  'refund.return_rejected': entry('The SPI rejected the return ({{reason}}); nothing was given back and the request is still open. Try again', { reason: 'text' }),
  'refund.dict_refused': entry('The DICT refused: {{reason}}', { reason: 'text' }),
  'refund.filed': entry('Refund request for {{amount}} of transaction {{trade}} sent to the DICT', { amount: 'money', trade: 'text' }),
  'refund.accepted': entry('Refund request {{request}} accepted: {{amount}} returned to the payer', { request: 'text', amount: 'money' }),
  'refund.rejected': entry('Refund request {{request}} rejected', { request: 'text' }),
  'refund.cancelled': entry('Refund request {{request}} cancelled', { request: 'text' }),

  // Staff members, roles and the audit log
  'staff.stronger_member': entry('{{username}} holds permissions you do not ({{permissions}}); only a member who holds them all may manage this account', { username: 'text', permissions: 'text' }),
  'staff.last_super_admin_disabled': entry('{{username}} is the last active Super admin and cannot be disabled', { username: 'text' }),
  'staff.last_super_admin_reassigned': entry('{{username}} is the last active Super admin and cannot be given another role', { username: 'text' }),
  'staff.username_taken': entry('The username {{username}} is taken', { username: 'text' }),
  'staff.own_role': entry('You cannot change your own role; another member who holds its permissions can'),
  'staff.already_enabled': entry('{{username}} is already enabled', { username: 'text' }),
  'staff.already_disabled': entry('{{username}} is already disabled', { username: 'text' }),
  'staff.own_account_disabled': entry('You cannot disable your own account'),
  'staff.no_totp': entry('{{username}} has no two-factor enrolment', { username: 'text' }),
  'staff.created': entry('Staff member {{username}} created', { username: 'text' }),
  'staff.saved': entry('{{username}} saved', { username: 'text' }),
  'staff.enabled': entry('{{username}} is enabled', { username: 'text' }),
  'staff.disabled': entry('{{username}} is disabled and signed out', { username: 'text' }),
  'staff.temporary_password': entry('Temporary password issued for {{username}}; their sign-ins are ended', { username: 'text' }),
  'staff.totp_removed': entry('Two-factor sign-in of {{username}} removed; they enrol again at the next sign-in if their role asks for it', { username: 'text' }),
  'role.grant_unheld': entry('You cannot grant permissions you do not hold: {{permissions}}', { permissions: 'text' }),
  'role.assign_unheld': entry('You cannot give a role with permissions you do not hold: {{permissions}}', { permissions: 'text' }),
  'role.name_taken': entry('A role named "{{name}}" already exists', { name: 'text' }),
  'role.built_in_renamed': entry('The built-in role "{{name}}" cannot be renamed', { name: 'text' }),
  'role.super_admin_permissions': entry('The Super admin role always holds every permission'),
  'role.stronger': entry('The role "{{name}}" holds permissions you do not hold ({{permissions}}): only someone who holds them may change it', { name: 'text', permissions: 'text' }),
  'role.own_access_removed': entry('You hold this role: removing "roles.manage" from it would take away your own access to roles'),
  'role.built_in_deleted': entry('The built-in role "{{name}}" cannot be deleted', { name: 'text' }),
  'role.held_by_one': entry('The role "{{name}}" is held by {{count}} staff member; give them another role first', { name: 'text', count: 'number' }),
  'role.held_by_many': entry('The role "{{name}}" is held by {{count}} staff members; give them another role first', { name: 'text', count: 'number' }),
  'role.created': entry('Role {{name}} created', { name: 'text' }),
  'role.saved': entry('Role {{name}} saved; its members have the new permissions from their next call', { name: 'text' }),
  'role.deleted': entry('Role {{name}} deleted', { name: 'text' }),
  'audit.exported': entry('{{rows}} rows exported', { rows: 'number' }),
  'audit.exported_first': entry('The first {{rows}} rows; narrow the filters for the rest', { rows: 'number' }),

  // Pix keys and limits
  'pix_key.not_owners_cpf': entry('Invalid field "key_value": a CPF key must be the account owner\'s own CPF'),
  'pix_key.not_owners_cnpj': entry('Invalid field "key_value": a CNPJ key must be the account owner\'s own CNPJ'),
  'pix_key.account_inactive': entry('Account {{account}} is inactive; activate it before registering keys', { account: 'text' }),
  'pix_key.owner_blocked': entry('{{owner}} is blocked; no key can be registered for them', { owner: 'text' }),
  'pix_key.cap_natural_person': entry('Account {{account}} already has {{cap}} keys, the most a natural person may have', { account: 'text', cap: 'number' }),
  'pix_key.cap_legal_person': entry('Account {{account}} already has {{cap}} keys, the most a legal person may have', { account: 'text', cap: 'number' }),
  'pix_key.taken': entry('The key {{key}} is already registered with us (key {{id}}); a key lives on one account only', { key: 'text', id: 'text' }),
  'pix_key.taken_meanwhile': entry('The key {{key}} is already registered with us; a key lives on one account only', { key: 'text' }),
  'pix_key.already_deleted': entry('Pix key {{key}} was already deleted', { key: 'text' }),
  'pix_key.registered': entry('Key {{key}} registered', { key: 'text' }),
  'pix_key.pending_claim': entry('Key {{key}} is pending: an ownership claim is open at the DICT', { key: 'text' }),
  'pix_key.pending_portability': entry('Key {{key}} is pending: a portability request is open at the DICT', { key: 'text' }),
  'pix_key.deleted': entry('Key {{key}} deleted', { key: 'text' }),
  'pix_key.owner_marked': entry('{{owner}} has an active fraud marker ({{kind}}): no key can be registered, claimed or ported for them', { owner: 'text', kind: 'option:fraud_kind' }),
  'pix_key.claim_running': entry('Key {{key}} has claim {{claim}} running: answer, complete or cancel the claim instead', { key: 'text', claim: 'text' }),
  'pix_key.not_at_dict': entry('The DICT has no key {{key}}', { key: 'text' }),
  'pix_key.looked_up': entry('Key {{key}} looked up at the DICT', { key: 'text' }),

  // DICT claims and portabilities
  'claim.confirm_refused': entry('Claim {{claim}} is {{status}}: only a claim waiting for our answer can be confirmed', { claim: 'text', status: 'option:claim_status' }),
  'claim.confirm_ours': entry('Claim {{claim}} is ours: the key\'s holder at {{side}} confirms it; we complete or cancel it', { claim: 'text', side: 'text' }),
  'claim.complete_refused': entry('Claim {{claim}} is {{status}}: only a confirmed claim can be completed', { claim: 'text', status: 'option:claim_status' }),
  'claim.complete_theirs': entry('Claim {{claim}} was made by {{side}}: only they complete it; the key leaves us when they do', { claim: 'text', side: 'text' }),
  'claim.cancel_refused': entry('Claim {{claim}} is {{status}}: it can no longer be cancelled', { claim: 'text', status: 'option:claim_status' }),
  'claim.cancel_confirmed': entry('Claim {{claim}} is confirmed: the key\'s holder can no longer cancel it', { claim: 'text' }),
  'claim.reason_not_ours': entry('Invalid field "reason": {{reason}} is the other side\'s reason to give, not ours in claim {{claim}}', { reason: 'option:claim_cancel_reason', claim: 'text' }),
  'claim.dict_refused': entry('The DICT refused: {{reason}}', { reason: 'text' }),
  'reconciliation.unavailable': entry('The DICT simulated in this process keeps no content identifiers: there is nothing to reconcile. Point the server at a DICT (DICT_URL) to verify against it'),
  'reconciliation.done': entry('Verified with the DICT: {{differed}} key types differed, {{fixed}} divergences fixed', { differed: 'number', fixed: 'number' }),
  'dict.unanswered': entry('The DICT did not answer ({{reason}}); nothing was changed here. Try again in a moment', { reason: 'text' }),
  'dict.rate_limited': entry('The DICT refused for now: its limit for these calls is reached; nothing was changed here. Try again in a minute'),
  'pix_key.dict_refused': entry('The DICT refused the key: {{reason}}', { reason: 'text' }),
  'claim.confirmed': entry('Claim {{claim}} confirmed: key {{key}} leaves us when the claimer completes', { claim: 'text', key: 'text' }),
  'claim.cancelled': entry('Claim {{claim}} cancelled', { claim: 'text' }),
  'claim.completed': entry('Claim {{claim}} completed: key {{key}} is active on account {{account}}', { claim: 'text', key: 'text', account: 'text' }),
  'claim.synced': entry('Synced with the DICT: {{received}} claims received, {{updated}} updated, {{expired}} past their deadline', { received: 'number', updated: 'number', expired: 'number' }),

  // Fraud markers and the second look at payouts to marked keys
  'fraud.marker_exists': entry('Marker {{marker}} ({{kind}}) is already active on {{subject}}', { marker: 'text', kind: 'option:fraud_kind', subject: 'text' }),
  'fraud.marker_not_active': entry('Marker {{marker}} is already cancelled', { marker: 'text' }),
  'fraud.marked': entry('{{subject}} marked at the DICT as {{kind}}', { subject: 'text', kind: 'option:fraud_kind' }),
  'fraud.unmarked': entry('Marker {{marker}} cancelled: its restrictions are lifted', { marker: 'text' }),
  'payout.not_held': entry('Transaction {{trade}} is not waiting for a second look', { trade: 'text' }),
  'payout.sent_after_review': entry('Transaction {{trade}} sent to the SPI after a second look', { trade: 'text' }),
  'payout.refused_after_review': entry('Transaction {{trade}} refused: {{amount}} is back on the account', { trade: 'text', amount: 'money' }),
  'pix_limit.unchanged': entry('The limit is already {{amount}}', { amount: 'money' }),
  'pix_limit.increase_scheduled': entry('Increase to {{amount}} scheduled: in force from {{from}}', { amount: 'money', from: 'instant' }),
  'pix_limit.lowered': entry('Limit lowered to {{amount}}, in force now', { amount: 'money' }),
  'pix_limit.increase_cancelled': entry('Pending increase cancelled; the limit stays {{amount}}', { amount: 'money' }),

  // Trade exports and downloads
  'export.not_failed': entry('Export {{id}} is {{status}}; only a failed export can be retried', { id: 'text', status: 'text' }),
  'export.changed_meanwhile': entry('Export {{id}} changed meanwhile; reload the list', { id: 'text' }),
  'export.not_finished': entry('Export {{id}} is {{status}}; only a finished export can be downloaded', { id: 'text', status: 'text' }),
  'export.queued': entry('Export {{id}} queued; follow it on the Trade downloads page', { id: 'text' }),
  'export.queued_again': entry('Export {{id}} queued again', { id: 'text' }),
  'export.unknown_list': entry('{{list}} is not a list that can be exported', { list: 'text' }),
  'file.downloading': entry('Downloading {{file}}', { file: 'text' }),

  // Uploads (multipart/form-data and the files they carry)
  'upload.file_too_large': entry('The file is larger than the {{max}} bytes (5 MB) an upload may be', { max: 'number' }),
  'upload.one_file': entry('Send one file only'),
  'upload.too_many_fields': entry('The form has too many fields'),
  'upload.too_many_parts': entry('The form has too many parts'),
  'upload.prototype_field': entry('A form field cannot be named after an object property such as __proto__'),
  'upload.json_field': entry('A form field declared as JSON is not valid JSON'),
  'upload.field_twice': entry('Field "{{field}}" is sent twice', { field: 'text' }),
  'upload.field_too_long': entry('Field "{{field}}" is longer than {{max}} bytes', { field: 'text', max: 'number' }),
  'upload.unreadable': entry('The multipart/form-data body cannot be read: {{problem}}', { problem: 'text' }),
  'upload.malformed': entry('The multipart/form-data body cannot be read: it is malformed'),
  'upload.empty': entry('The file {{file}} is empty', { file: 'text' }),
  'upload.too_large': entry('The file is {{size}} bytes; an upload may be at most {{max}} bytes (5 MB)', { size: 'number', max: 'number' }),
  'upload.replacement_not_xml': entry('A replacement must be an XML file ({{types}}); this one is {{type}}', { types: 'text', type: 'text' }),
  'upload.replacement_untyped': entry('A replacement must be an XML file ({{types}}); this one is of no declared type', { types: 'text' }),
  'upload.receipt_wrong_type': entry('A receipt must be a PDF, XML or text file ({{types}}); this one is {{type}}', { types: 'text', type: 'text' }),
  'upload.receipt_untyped': entry('A receipt must be a PDF, XML or text file ({{types}}); this one is of no declared type', { types: 'text' }),
  'upload.not_pdf': entry('The file {{file}} says it is a PDF but does not start as one does (%PDF-)', { file: 'text' }),
  'upload.not_utf8': entry('The file {{file}} says it is {{type}} but is not UTF-8 text', { file: 'text', type: 'text' }),
  'upload.not_markup': entry('The file {{file}} says it is XML but does not start with markup', { file: 'text' }),
  'upload.control_characters': entry('The file {{file}} holds control characters that text cannot', { file: 'text' }),
  'upload.xml_encoded_as': entry('The file {{file}} is encoded as {{encoding}}; an APIX001 file is UTF-8 XML', { file: 'text', encoding: 'text' }),
  'upload.xml_not_utf8': entry('The file {{file}} is not UTF-8 text; an APIX001 file is UTF-8 XML', { file: 'text' }),
  'upload.xml_control_characters': entry('The file {{file}} holds characters XML cannot (NUL or other control characters); an APIX001 file is UTF-8 XML', { file: 'text' }),
  'upload.xml_declared_encoding': entry('The file {{file}} declares the encoding {{encoding}}; an APIX001 file is UTF-8 XML', { file: 'text', encoding: 'text' }),
  'upload.xml_doctype': entry('The file {{file}} carries a DOCTYPE; an APIX001 file has none (they are refused for safety)', { file: 'text' }),

  // APIX monthly reports ("Report {{report}} ({{report_type}}, {{month}})" names one)
  'report.month_range': entry('Invalid field "month_from": {{from}} is after month_to {{to}}', { from: 'text', to: 'text' }),
  'report.before_pix': entry('Invalid field "month": Pix started in {{first}}; there is no report for {{month}}', { first: 'text', month: 'text' }),
  'report.month_not_ended': entry('{{month}} has not ended yet in Brasília time; its report can be generated from {{from}}', { month: 'text', from: 'text' }),
  'report.regenerate_submitted': entry("Report {{report}} ({{report_type}}, {{month}}) is submitted (protocol {{protocol}}) and awaits the central bank's verdict; it can be generated again only once rejected", { report: 'text', report_type: 'text', month: 'text', protocol: 'text' }),
  'report.regenerate_accepted': entry('Report {{report}} ({{report_type}}, {{month}}) was accepted by the central bank (protocol {{protocol}}); an accepted report is final', { report: 'text', report_type: 'text', month: 'text', protocol: 'text' }),
  'report.generating_regenerate': entry('Report {{report}} ({{report_type}}, {{month}}) is being generated (job {{job}}); generate it again once it is done', { report: 'text', report_type: 'text', month: 'text', job: 'text' }),
  'report.generating_submit': entry('Report {{report}} ({{report_type}}, {{month}}) is being generated (job {{job}}); submit it once it is done', { report: 'text', report_type: 'text', month: 'text', job: 'text' }),
  'report.generating_replace': entry('Report {{report}} ({{report_type}}, {{month}}) is being generated (job {{job}}); upload a replacement once it is done', { report: 'text', report_type: 'text', month: 'text', job: 'text' }),
  'report.submit_not_generated': entry('Report {{report}} ({{report_type}}, {{month}}) is {{status}}; only a generated report can be submitted', { report: 'text', report_type: 'text', month: 'text', status: 'option:report_status' }),
  'report.accept_not_submitted': entry('Report {{report}} ({{report_type}}, {{month}}) is {{status}}; only a submitted report can be accepted', { report: 'text', report_type: 'text', month: 'text', status: 'option:report_status' }),
  'report.reject_not_submitted': entry('Report {{report}} ({{report_type}}, {{month}}) is {{status}}; only a submitted report can be rejected', { report: 'text', report_type: 'text', month: 'text', status: 'option:report_status' }),
  'report.no_file': entry('Report {{report}} ({{report_type}}, {{month}}) has no file yet; generate it first', { report: 'text', report_type: 'text', month: 'text' }),
  'report.receipt_before_submission': entry('Report {{report}} ({{report_type}}, {{month}}) is {{status}}; a receipt can be kept only once the report has been submitted', { report: 'text', report_type: 'text', month: 'text', status: 'option:report_status' }),
  'report.replacement_while_submitted': entry("Report {{report}} ({{report_type}}, {{month}}) is submitted and awaits the central bank's verdict; a replacement can follow a rejection", { report: 'text', report_type: 'text', month: 'text' }),
  'report.replacement_when_accepted': entry('Report {{report}} ({{report_type}}, {{month}}) was accepted by the central bank; an accepted report is final', { report: 'text', report_type: 'text', month: 'text' }),
  'report.replacement_without_version': entry('Report {{report}} ({{report_type}}, {{month}}) has no version to replace yet; generate it first', { report: 'text', report_type: 'text', month: 'text' }),
  'report.file_invalid': entry('The file {{file}} is not a valid {{report_type}} file: {{problems}}', { file: 'text', report_type: 'text', problems: 'text' }),
  'report.file_other_type': entry('The file {{file}} is a {{file_type}} file, not {{report_type}}', { file: 'text', file_type: 'text', report_type: 'text' }),
  'report.file_other_month': entry('The file {{file}} is for {{file_month}}, but Report {{report}} ({{report_type}}, {{month}}) is for {{month}}', { file: 'text', file_month: 'text', report: 'text', report_type: 'text', month: 'text' }),
  'report.file_other_ispb': entry("The file {{file}} is for ISPB {{file_ispb}}, not this institution's {{ispb}}", { file: 'text', file_ispb: 'text', ispb: 'text' }),
  'report.generation_queued': entry('{{report_type}} for {{month}} queued for generation', { report_type: 'text', month: 'text' }),
  'report.replacement_stored': entry('{{file}} is version {{version}} of {{report_type}} {{month}}; submit it as a replacement', { file: 'text', version: 'number', report_type: 'text', month: 'text' }),
  'report.receipt_kept': entry('Receipt {{file}} kept with {{report_type}} {{month}}', { file: 'text', report_type: 'text', month: 'text' }),
  'report.submitted': entry('{{report_type}} {{month}} submitted to the central bank: protocol {{protocol}}', { report_type: 'text', month: 'text', protocol: 'text' }),
  'report.accepted': entry('{{report_type}} {{month}} recorded as accepted', { report_type: 'text', month: 'text' }),
  'report.rejected': entry('{{report_type}} {{month}} recorded as rejected', { report_type: 'text', month: 'text' }),

  // The MED's infraction reports
  'infraction.dict_refused': entry('The DICT refused: {{reason}}', { reason: 'text' }),
  'infraction.dict_refused_sync': entry('The DICT refused: {{reason}}. Sync now to see the report as the DICT has it', { reason: 'text' }),
  'infraction.trade_not_settled': entry('Transaction {{trade}} is {{status}}: only a Pix that moved money (success or refunded) can be reported', { trade: 'text', status: 'option:trade_status' }),
  'infraction.same_institution': entry('Both sides of transaction {{trade}} are at our institution; the MED is between two participants', { trade: 'text' }),
  'infraction.already_reported': entry('We already reported {{end_to_end_id}}: report {{report}} is {{status}}. Follow it, or cancel it before reporting again', { end_to_end_id: 'text', report: 'text', status: 'option:infraction_status' }),
  'infraction.already_stored': entry('Report {{report}} is already stored; sync to see it', { report: 'text' }),
  'infraction.is_canceled': entry('Report {{report}} on {{end_to_end_id}} was canceled; nothing more can be done with it', { report: 'text', end_to_end_id: 'text' }),
  'infraction.cancel_theirs': entry('Report {{report}} on {{end_to_end_id}} was made by {{side}}: only the reporting side can cancel it', { report: 'text', end_to_end_id: 'text', side: 'text' }),
  'infraction.cancel_theirs_answer': entry('Report {{report}} on {{end_to_end_id}} was made by {{side}}: only the reporting side can cancel it. Answer it with your analysis instead', { report: 'text', end_to_end_id: 'text', side: 'text' }),
  'infraction.acknowledge_ours': entry('Report {{report}} on {{end_to_end_id}} was made by us: only {{side}}, the reported side, can acknowledge it. We can only cancel it', { report: 'text', end_to_end_id: 'text', side: 'text' }),
  'infraction.close_ours': entry('Report {{report}} on {{end_to_end_id}} was made by us: only {{side}}, the reported side, can close it. We can only cancel it', { report: 'text', end_to_end_id: 'text', side: 'text' }),
  'infraction.is_received': entry('Report {{report}} on {{end_to_end_id}} is already received; close it with your analysis', { report: 'text', end_to_end_id: 'text' }),
  'infraction.is_closed': entry('Report {{report}} on {{end_to_end_id}} is already closed', { report: 'text', end_to_end_id: 'text' }),
  'infraction.is_closed_with': entry('Report {{report}} on {{end_to_end_id}} is already closed ({{result}})', { report: 'text', end_to_end_id: 'text', result: 'option:analysis_result' }),
  'infraction.is_open': entry('Report {{report}} on {{end_to_end_id}} is open: acknowledge it before closing it with your analysis', { report: 'text', end_to_end_id: 'text' }),
  'infraction.synced': entry('Synced with the DICT: {{created}} new, {{updated}} updated', { created: 'number', updated: 'number' }),
  'infraction.reported': entry('Report {{report}} on {{end_to_end_id}} sent to the DICT', { report: 'text', end_to_end_id: 'text' }),
  'infraction.acknowledged': entry('Report {{report}} acknowledged', { report: 'text' }),
  'infraction.closed': entry('Report {{report}} closed with the analysis {{result}}', { report: 'text', result: 'option:analysis_result' }),
  'infraction.canceled': entry('Report {{report}} canceled', { report: 'text' }),
} as const;
// Checked apart: `satisfies` would lend its type to the entries' inference and widen their parameters.
const CATALOGUE_SHAPE: Readonly<Record<string, MessageEntry>> = MESSAGES;
void CATALOGUE_SHAPE;

export type MessageKey = keyof typeof MESSAGES;
type ParamsOf<K extends MessageKey> = (typeof MESSAGES)[K]['params'];
type ValueOf<Kind> = Kind extends 'money' | 'number'
  ? number
  : Kind extends 'record'
    ? RecordKind
    : Kind extends `option:${infer L extends OptionListName}` ? OptionCode<L> : string;
export type MessageParams<K extends MessageKey> = { [P in keyof ParamsOf<K>]: ValueOf<ParamsOf<K>[P]> };

/** A sentence as a key and its parameters: what the envelope carries beside `msg`. */
export interface Words<K extends MessageKey = MessageKey> {
  key: K;
  params: MessageParams<K>;
}

export const words = <K extends MessageKey>(key: K, ...params: keyof ParamsOf<K> extends never ? [] : [MessageParams<K>]): Words<K> =>
  ({ key, params: (params[0] ?? {}) as MessageParams<K> });

export const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(MESSAGES, key);

