// The public face of customer notices: the rest of the server imports these, and nothing else of it.
export { oweNotice } from './owe.js';
export { deliverNotices } from './delivery.js';
