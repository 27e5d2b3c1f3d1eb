import type { OptionWords } from './option-words';

/** Every option in Brazilian Portuguese: a code of the contracts' lists missing here fails the type check. */
export const optionsPtBR: OptionWords = {
  currency: { BRL: 'BRL - Real' },
  status: { active: 'Ativo', blocked: 'Bloqueado' },
  user_kind: { user: 'Usuário', merchant: 'Lojista' },
  doc_type: { CPF: 'CPF', CNPJ: 'CNPJ' },
  kyc_doc_type: {
    RG: 'RG (carteira de identidade)',
    CNH: 'CNH (carteira de motorista)',
    CTPS: 'CTPS (carteira de trabalho)',
    RNE_RNM: 'RNE/RNM (estrangeiro)',
    PASSPORT: 'Passaporte',
    CIN: 'CIN (carteira de identidade nacional)',
  },
  kyc_status: { pending: 'Pendente', approved: 'Aprovado', rejected: 'Reprovado' },
  limits_type: { PIX: 'Pix', PIX_SAQUE: 'Pix Saque', PIX_TROCO: 'Pix Troco' },
  period_type: { DAYTIME: 'Diurno (06:00–20:00)', NIGHTTIME: 'Noturno (20:00–06:00)' },
  target: { user: 'Usuário', merchant: 'Lojista' },
  trade_type: { payin: 'Entrada (pay-in)', payout: 'Saída (payout)' },
  trade_status: { pending: 'Pendente', processing: 'Em processamento', success: 'Concluída', failed: 'Falhou', refunded: 'Estornada' },
  pix_key_type: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', PHONE: 'Telefone', EVP: 'Chave aleatória (EVP)' },
  pix_key_status: { active: 'Ativa', pending_claim: 'Reivindicação pendente', pending_portability: 'Portabilidade pendente', deleted: 'Excluída' },
  pix_key_action: { register: 'Cadastro', delete: 'Exclusão', claim: 'Reivindicação de posse', portability: 'Portabilidade' },
  account_status: { inactive: 'Inativa', active: 'Ativa' },
  account_type: { CACC: 'Corrente (CACC)', SVGS: 'Poupança (SVGS)', TRAN: 'Pagamento (TRAN)', SLRY: 'Salário (SLRY)' },
  freeze_status: { active: 'Ativo', released: 'Liberado' },
  funds_log_kind: {
    deposit: 'Depósito', freeze: 'Bloqueio', unfreeze: 'Desbloqueio', fee: 'Cobrança de tarifa',
    payin: 'Pix recebido', payout: 'Pix enviado', payout_rejected: 'Pix enviado, rejeitado',
    return_sent: 'Devolução enviada', return_rejected: 'Devolução rejeitada', return_received: 'Devolução recebida',
  },
  return_reason: {
    MD06: 'MD06 - Pedida pelo cliente que recebeu', BE08: 'BE08 - Erro operacional de uma instituição',
    FR01: 'FR01 - Fraude', SL02: 'SL02 - Pix Saque ou Troco não entregue',
  },
  return_status: { processing: 'Aguardando o SPI', settled: 'Liquidada', rejected: 'Rejeitada' },
  staff_status: { active: 'Ativo', disabled: 'Desativado' },
  report_type: { APIX001: 'APIX001 - Estatísticas mensais do Pix' },
  report_status: { pending: 'Pendente', generated: 'Gerado', submitted: 'Enviado', accepted: 'Aceito', rejected: 'Rejeitado' },
  infraction_type: { FRAUD: 'Fraude', REFUND_REQUEST: 'Pedido de devolução' },
  situation_type: {
    SCAM: 'Golpe', ACCOUNT_TAKEOVER: 'Conta invadida', COERCION: 'Coação', FRAUDULENT_ACCESS: 'Acesso fraudulento', OTHER: 'Outra', UNKNOWN: 'Desconhecida',
  },
  analysis_result: { AGREED: 'Procedente', DISAGREED: 'Improcedente' },
  infraction_status: { open: 'Aberta', received: 'Recebida', closed: 'Encerrada', canceled: 'Cancelada' },
  infraction_active: { active: 'Em andamento (aberta ou recebida)', inactive: 'Encerrada (encerrada ou cancelada)' },
};
