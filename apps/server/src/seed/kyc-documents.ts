import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { kycChecks, kycDocuments, walletUsers } from '../db/schema/index.js';
import type { SeedGenerator } from './generator.js';
import { addressProofSpecimen, cardSpecimen, selfieSpecimen } from './kyc-specimens.js';

/** Checks given files: the demo's reviewers have documents to look at without a large database. */
const CHECKS_WITH_FILES = 300;

/**
 * The files customers sent with their KYC checks, through the app: both sides of the ID and a
 * selfie, and for one check in three a proof of address.
 */
export const demoKycDocuments: SeedGenerator = {
  name: 'kyc-documents',
  async run({ db, random, log }) {
    const checks = await db.select({ id: kycChecks.id, submitted_at: kycChecks.submitted_at, name: walletUsers.name }).from(kycChecks)
      .innerJoin(walletUsers, eq(walletUsers.id, kycChecks.user_id)).orderBy(asc(kycChecks.id)).limit(CHECKS_WITH_FILES);
    let count = 0;
    for (const check of checks) {
      const files = [
        { kind: 'front' as const, file_name: 'documento-frente.png', content_type: 'image/png' as const, content: cardSpecimen(random, 'front') },
        { kind: 'back' as const, file_name: 'documento-verso.png', content_type: 'image/png' as const, content: cardSpecimen(random, 'back') },
        { kind: 'selfie' as const, file_name: 'selfie.png', content_type: 'image/png' as const, content: selfieSpecimen(random) },
        ...(random.int(0, 2) === 0 ? [{ kind: 'proof_of_address' as const, file_name: 'comprovante-endereco.pdf', content_type: 'application/pdf' as const, content: addressProofSpecimen(check.name, random) }] : []),
      ];
      await db.insert(kycDocuments).values(files.map((file) => ({
        ...file, check_id: check.id, byte_size: file.content.byteLength, sha256: createHash('sha256').update(file.content).digest('hex'),
        uploaded_by: 'customer app', uploaded_at: check.submitted_at,
      })));
      count += files.length;
    }
    log(`kyc documents: ${count} files on ${checks.length} checks`);
  },
};
