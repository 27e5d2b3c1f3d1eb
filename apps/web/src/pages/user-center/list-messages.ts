/** Words of the user and merchant list screens (English; Brazilian Portuguese below). */
export const listMessagesEn = {
  placeholder: 'List',
};

export const listMessagesPtBR: typeof listMessagesEn = {
  placeholder: 'Lista',
};
