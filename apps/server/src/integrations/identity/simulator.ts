import { createHash } from 'node:crypto';
import type { CpfRecord, CpfSituation, IdentityProvider } from './provider.js';

const SITUATIONS: CpfSituation[] = ['PENDENTE_DE_REGULARIZACAO', 'SUSPENSA', 'CANCELADA', 'TITULAR_FALECIDO', 'NULA'];
const FIRST = ['Ana', 'João', 'Maria', 'Pedro', 'Juliana', 'Lucas', 'Fernanda', 'Rafael', 'Camila', 'Gabriel'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes'];

/**
 * Answers like the Receita Federal, the same way every time for the same CPF: four CPFs in five
 * are REGULAR, the rest spread over the other situations. Names it was told about (demo data,
 * tests) come back as registered; other CPFs get a name derived from the number.
 */
export class SimulatedIdentityProvider implements IdentityProvider {
  private readonly registered = new Map<string, string>();

  register(cpf: string, name: string): void {
    this.registered.set(cpf, name);
  }

  async lookupCpf(cpf: string): Promise<CpfRecord> {
    const hash = createHash('sha256').update(cpf).digest();
    const bucket = hash[0]! % 25;
    const situation: CpfSituation = bucket < 20 ? 'REGULAR' : SITUATIONS[bucket - 20]!;
    const name = this.registered.get(cpf) ?? `${FIRST[hash[1]! % FIRST.length]} ${LAST[hash[2]! % LAST.length]}`;
    return { situation, name };
  }
}
