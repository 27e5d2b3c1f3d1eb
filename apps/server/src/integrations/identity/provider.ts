import type { z } from '@wallet/contracts';
import type { users } from '@wallet/contracts';

export type CpfSituation = z.infer<typeof users.CpfSituation>;

export interface CpfRecord {
  situation: CpfSituation;
  /** The name the Receita Federal holds for the CPF. */
  name: string;
}

/**
 * The tax authority's CPF service. The real client is plugged in here; the product ships with a
 * deterministic simulator, so it is complete and testable offline.
 */
export interface IdentityProvider {
  lookupCpf(cpf: string): Promise<CpfRecord>;
}
