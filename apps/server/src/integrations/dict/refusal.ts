/** The DICT refused a request of any of its groups (an unknown record, a state that does not allow the move…): the reason, in its words. */
export class DictRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DictRefusal';
  }
}
