import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { cockpit } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';
import { useApiMutation } from '../../../api/useApiMutation';
import { effectiveLayout, readLayout, showsView, viewQuery, withLayout, type ListLayout } from './list-layout';

/**
 * A list's saved views and its layout (hidden columns, density), for the list screen at the
 * current address: the address's layout where it names one, else the member's remembered one,
 * else `defaultHidden` hidden.
 * Each choice goes to the address (so a link shares it) and is remembered on the server.
 */
export function useListViews(defaultHidden?: readonly string[]) {
  const listKey = useLocation().pathname;
  const [params, setParams] = useSearchParams();
  const stored = useApiQuery(cockpit.viewList, { list_key: listKey }, { staleTime: 60_000 });
  const layout = effectiveLayout(readLayout(params), stored.data?.layout ?? null, defaultHidden);

  // One call at a time: a choice made while one is on its way is sent once it has answered.
  const waiting = useRef<ListLayout | null>(null);
  const remember = useApiMutation(cockpit.layoutSave, {
    quiet: true,
    onDone: () => {
      const next = waiting.current;
      waiting.current = null;
      if (next) void sendLayout(next);
    },
  });
  const sendLayout = (next: ListLayout) => remember.send({ list_key: listKey, hidden: [...next.hidden], density: next.density });
  const choose = (change: Partial<ListLayout>) => {
    const next = { ...layout, ...change };
    setParams(withLayout(params, next), { replace: true });
    if (remember.pending) waiting.current = next;
    else void sendLayout(next);
  };

  const views = stored.data?.views ?? [];
  return {
    listKey,
    views,
    layout,
    /** The view the address shows, if one of the saved ones. */
    current: views.find((view) => showsView(params, view.query)),
    /** What saving the view shown now keeps. */
    queryToSave: viewQuery(params, layout),
    chooseHidden: (hidden: readonly string[]) => choose({ hidden }),
    chooseDensity: (density: cockpit.Density) => choose({ density }),
    open: (view: cockpit.SavedView) => setParams(new URLSearchParams(view.query)),
  };
}

export type ListViews = ReturnType<typeof useListViews>;
