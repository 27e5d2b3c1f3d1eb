import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { approvals } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../test-support/fake-api';
import { setUpGridScreenTests } from '../test-support/grid-screen';
import { useApiQuery } from './hooks';

const COUNTS = { waiting_for_me: 2, mine_pending: 0 };

function Counts() {
  const counts = useApiQuery(approvals.requestCounts, {});
  return <p>{counts.data ? `waiting ${counts.data.waiting_for_me}` : 'loading'}</p>;
}

/** A part of the screen whose code never arrives: the screen is drawn but never shown. */
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

setUpGridScreenTests();

describe('useApiQuery', () => {
  it('asks as the screen is drawn, before it is shown', async () => {
    const api = fakeApi({ [approvals.requestCounts.path]: () => envelope(200, 'ok', COUNTS) });
    renderScreen(
      <Suspense fallback={<p>drawing</p>}>
        <Counts />
        <NeverLoaded />
      </Suspense>,
    );
    expect(screen.getByText('drawing')).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(approvals.requestCounts.path)).toHaveLength(1));
  });

  it('shows an answer that came while the screen was drawn without asking again', async () => {
    let answered!: () => void;
    const answerIn = new Promise<void>((resolve) => (answered = resolve));
    const api = fakeApi({
      [approvals.requestCounts.path]: () => {
        setTimeout(answered, 20);
        return envelope(200, 'ok', COUNTS);
      },
    });
    // A part whose code comes only after the answer: the screen shows once both are in.
    const LoadedAfterTheAnswer = lazy(() => answerIn.then(() => ({ default: () => null })));
    renderScreen(
      <Suspense fallback={<p>drawing</p>}>
        <Counts />
        <LoadedAfterTheAnswer />
      </Suspense>,
    );
    expect(await screen.findByText('waiting 2')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodiesOf(approvals.requestCounts.path)).toHaveLength(1);
  });
});
