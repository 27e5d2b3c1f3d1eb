/** Words of the user and merchant detail screens and the KYC screen (English; Portuguese below). */
export const detailMessagesEn = {
  placeholder: 'Detail',
};

export const detailMessagesPtBR: typeof detailMessagesEn = {
  placeholder: 'Detalhe',
};
