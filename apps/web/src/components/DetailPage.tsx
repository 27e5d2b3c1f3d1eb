import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { useApiQuery } from '../api/hooks';
import { parseId } from '../router/query-id';
import type { WordKey } from '../i18n/word-key';
import { DetailLoading, DetailProblem, type DetailBack } from './DetailStates';

/** A detail page's words: every prefix whose catalogue words each of its states. */
type DetailWords = WordKey extends infer K ? (K extends `${infer P}.invalidId` ? P : never) : never;

export interface DetailPageProps<E extends Endpoint> {
  /** The detail call; it takes `{ id }`. */
  endpoint: E;
  /** The record's id in an answer, so that an answer for another id is never shown as this one. */
  idOf: (data: DataOf<E>) => number;
  /**
   * Where the page's words are: `<words>.invalidId`, `.notFound` ({{id}}), `.loadError`
   * ({{message}}), `.retry`, `.loading` and `.backToList`.
   */
  words: DetailWords;
  /** The page's title (translated), the heading of a problem. */
  title: string;
  /** The list the page goes back to. */
  listPath: string;
  /** Cards the loading skeleton shows below the header. */
  sections?: number;
  /** Said after a problem's sentence (a link to the list, say). */
  problemExtra?: ReactNode;
  /** The record, with the way back. */
  children: (data: DataOf<E>, back: DetailBack) => ReactNode;
}

/**
 * A detail page opened by `?id=`, in every state: a bad id, loading, a record that is not there,
 * a failed call with "Try again", or the record itself.
 */
export function DetailPage<E extends Endpoint>(props: DetailPageProps<E>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = { to: props.listPath, label: t(`${props.words}.backToList`) };
  const id = parseId(params.get('id'));
  if (id === null) return <Problem {...props} back={back} severity="warning">{t(`${props.words}.invalidId`)}</Problem>;
  return <LoadedDetail key={id} {...props} id={id} back={back} />;
}

function LoadedDetail<E extends Endpoint>(props: DetailPageProps<E> & { id: number; back: DetailBack }) {
  const { t } = useTranslation();
  const { endpoint, idOf, words, id, back, sections } = props;
  const query = useApiQuery(endpoint, { id } as BodyOf<E>);
  const data = query.data !== undefined && idOf(query.data) === id ? query.data : undefined;

  if (data !== undefined) return props.children(data, back);
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) {
      return <Problem {...props} severity="warning">{t(`${words}.notFound`, { id })}</Problem>;
    }
    const retry = <Button color="inherit" size="small" onClick={() => void query.refetch()}>{t(`${words}.retry`)}</Button>;
    return <Problem {...props} severity="error" action={retry}>{t(`${words}.loadError`, { message: query.error.message })}</Problem>;
  }
  return <DetailLoading back={back} label={t(`${words}.loading`)} sections={sections} />;
}

interface ProblemProps {
  title: string;
  back: DetailBack;
  problemExtra?: ReactNode;
  severity: 'warning' | 'error';
  action?: ReactNode;
  children: ReactNode;
}

function Problem({ title, back, problemExtra, severity, action, children }: ProblemProps) {
  return (
    <DetailProblem back={back} title={title} severity={severity} action={action}>
      {children}
      {problemExtra && <>{' '}{problemExtra}</>}
    </DetailProblem>
  );
}
