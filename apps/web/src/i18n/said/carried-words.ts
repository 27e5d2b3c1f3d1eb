/** Catalogue words as an answer, an audit entry or a bulk result carries them: a key this console may not know. */
export interface CarriedWords {
  key: string;
  params: Readonly<Record<string, string | number>>;
}
