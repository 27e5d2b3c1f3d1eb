import type { IdentityProvider } from '../integrations/identity/provider.js';
import type { DictClaims } from '../integrations/dict/claims.js';
import type { DictFraud } from '../integrations/dict/fraud.js';
import type { DictDirectory } from '../integrations/dict/directory.js';
import type { DictPolicies } from '../integrations/dict/policies.js';
import type { DictLookups } from '../integrations/dict/lookups.js';
import type { DictReconciliation } from '../integrations/dict/reconciliation.js';
import type { RefundRequests } from '../integrations/dict/refund-requests.js';
import type { FundsRecoveries } from '../integrations/dict/funds-recoveries.js';
import type { FundsTracing } from '../integrations/dict/funds-tracing.js';
import type { CustomerChannel } from '../integrations/customer/channel.js';
import type { InfractionReports } from '../integrations/dict/infraction-reports.js';
import type { StaGateway } from '../integrations/sta/gateway.js';
import type { SpiGateway } from '../integrations/spi/gateway.js';

/** Adapters to the outside systems, simulators unless a real client is plugged in. */
export interface Integrations {
  identity: IdentityProvider;
  dict: DictDirectory;
  claims: DictClaims;
  policies: DictPolicies;
  lookups: DictLookups;
  /** Null with the simulators in this process, which keep no content identifiers. */
  reconciliation: DictReconciliation | null;
  fraud: DictFraud;
  infractionReports: InfractionReports;
  refundRequests: RefundRequests;
  /** Null with the simulators in this process: MED 2.0's funds recovery is the DICT's (DICT_URL). */
  fundsRecoveries: FundsRecoveries | null;
  fundsTracing: FundsTracing;
  customers: CustomerChannel;
  sta: StaGateway;
  /** The SPI's ICOM when SPI_URL names it; the simulator in this process otherwise. */
  spi: SpiGateway;
}
