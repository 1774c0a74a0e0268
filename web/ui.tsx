import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, describeError, get } from './api.js';
import { verdictLabel, verdictTone } from './format.js';

/** Each page's title; focusable so route changes can move focus to it. */
export function Heading(props: { children: ComponentChildren; intro?: ComponentChildren }) {
  return (
    <>
      <h1 tabIndex={-1}>{props.children}</h1>
      {props.intro && <p class="intro">{props.intro}</p>}
    </>
  );
}

/** Polite announcements (saved, decided); errors use `Alert`. */
export function Status(props: { children?: ComponentChildren }) {
  return (
    <p role="status" class="status">
      {props.children}
    </p>
  );
}

export function Alert(props: { children?: ComponentChildren }) {
  if (!props.children) return null;
  return (
    <p role="alert" class="alert">
      {props.children}
    </p>
  );
}

export function Verdict(props: { verdict: string }) {
  return <span class={`badge ${verdictTone(props.verdict)}`}>{verdictLabel(props.verdict)}</span>;
}

export interface SourceRef {
  publisher: string;
  url: string;
  title: string;
  stance?: string;
  excerpt?: string;
}

export function Sources(props: { sources: SourceRef[] }) {
  if (props.sources.length === 0) return <p class="muted">No sources found.</p>;
  return (
    <ul class="sources">
      {props.sources.map((s) => (
        <li key={s.url}>
          <a href={s.url} rel="noopener noreferrer" target="_blank">
            {s.title || s.url}
          </a>{' '}
          <span class="muted">
            {s.publisher}
            {s.stance ? ` · ${s.stance}` : ''}
          </span>
          {s.excerpt && <blockquote>{s.excerpt}</blockquote>}
        </li>
      ))}
    </ul>
  );
}

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: T };

/**
 * GETs a resource; `missing` when the service answers 404 (a feature this deployment does not
 * have yet), so pages can leave the control out instead of failing.
 */
export function useLoad<T>(path: string | null): [Loaded<T>, () => void] {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    get<T>(path)
      .then((data) => live && setValue({ state: 'ready', data }))
      .catch((error) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setValue({ state: 'missing' });
        else setValue({ state: 'error', message: describeError(error) });
      });
    return () => {
      live = false;
    };
  }, [path, round]);
  return [value, useCallback(() => setRound((r) => r + 1), [])];
}

/** Renders a load's loading / missing / error states, or the content once ready. */
export function Load<T>(props: {
  value: Loaded<T>;
  missing?: string;
  children: (data: T) => ComponentChildren;
}) {
  const { value } = props;
  if (value.state === 'loading') return <p class="muted">Loading…</p>;
  if (value.state === 'missing')
    return <p class="muted">{props.missing ?? 'Not available on this service yet.'}</p>;
  if (value.state === 'error') return <Alert>{value.message}</Alert>;
  return <>{props.children(value.data)}</>;
}
