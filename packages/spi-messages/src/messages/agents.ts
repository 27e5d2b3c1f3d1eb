import { text, type Node } from '../xml.js';

/** An institution as a transaction names it (`DbtrAgt`, `CdtrAgt`): its ISPB as a clearing member. */
export const agent = (ispb: string) => ({ FinInstnId: { ClrSysMmbId: { MmbId: ispb } } });
/** The ISPB of an agent element. */
export const ispbOf = (node: Node | Node[] | undefined, name: string) => text(node, name, 'FinInstnId', 'ClrSysMmbId', 'MmbId');
