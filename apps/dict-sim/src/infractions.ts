import type { Message } from '@wallet/dict-api';
import { afterPlayedMoves, type Group } from './group.js';
import type { InfractionBook, StoredInfractionReport } from './infraction-book.js';
import { listInfractionReports } from './infraction-list.js';

/** An operation's request, as the book takes it: the report of the address, the participant of the body. */
const operationOf = (caller: string, reportId: string, message: Message) => ({ caller, reportId, participant: String(message.Participant) });
const analysisOf = (message: Message) => ({
  AnalysisResult: message.AnalysisResult as StoredInfractionReport['AnalysisResult'],
  ...(message.AnalysisDetails !== undefined && { AnalysisDetails: String(message.AnalysisDetails) }),
});

/** The infraction reports' calls: `/infraction-reports/…`, on the trades told and the transactions the simulator takes as settled. */
export const infractions = (book: InfractionBook): Group<InfractionBook> => (app, call) => {
  const played = afterPlayedMoves(call, (now) => book.advance(now));
  app.post('/infraction-reports/', played('createInfractionReport', 'CreateInfractionReportRequest', ({ caller, message, now }) => book.create(caller, message!, now)));
  app.get('/infraction-reports/', played('listInfractionReport', null, ({ caller, query }) => listInfractionReports(book.all(), caller, query)));
  app.get('/infraction-reports/:InfractionReportId', played('getInfractionReport', null, ({ caller, params, headers }) => book.get(caller, params.InfractionReportId!, headers['pi-requestingparticipant'] as string | undefined)));
  app.post('/infraction-reports/:InfractionReportId/acknowledge', played('acknowledgeInfractionReport', 'AcknowledgeInfractionReportRequest', ({ caller, params, message, now }) => book.acknowledge(operationOf(caller, params.InfractionReportId!, message!), now)));
  app.post('/infraction-reports/:InfractionReportId/cancel', played('cancelInfractionReport', 'CancelInfractionReportRequest', ({ caller, params, message, now }) => book.cancel(operationOf(caller, params.InfractionReportId!, message!), now)));
  app.post('/infraction-reports/:InfractionReportId/close', played('closeInfractionReport', 'CloseInfractionReportRequest', ({ caller, params, message, now }) => book.close(operationOf(caller, params.InfractionReportId!, message!), analysisOf(message!), now)));
  return book;
};
