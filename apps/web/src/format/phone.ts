/**
 * A Brazilian phone number as people write it: +55 61 91941-7548 for a mobile (nine digits after
 * the area code), +55 61 3322-1100 for a landline (eight). Anything else is shown as stored. A
 * phone Pix key is an identifier and is shown as the DICT stores it, to be copied and searched.
 */
export function formatPhone(phone: string): string {
  const brazilian = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(phone);
  if (!brazilian) return phone;
  const [, area, first, last] = brazilian;
  return `+55 ${area} ${first}-${last}`;
}

