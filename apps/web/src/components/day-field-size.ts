/**
 * A small day field of the lists' date filters, in pixels: the real field and the blank drawn while
 * its code comes are both this size, whatever the font. Sized by its text, the field narrowed by
 * 20 px when the web font arrived and moved every filter after it (a layout shift of 0.06 on the
 * transactions in Lighthouse).
 */
export const DAY_FIELD_SIZE = { width: 244, height: 40 };
