type UserKind = 'user' | 'merchant';

/** The list screen of a kind of wallet user. */
export const listPath = (kind: UserKind) => (kind === 'merchant' ? '/userCenter/merchantList' : '/userCenter/userList');

/** The detail page of one user or merchant. */
export const detailPath = (kind: UserKind, id: number) => `${listPath(kind)}/detail?id=${id}`;
