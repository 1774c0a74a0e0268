import { useEffect, useState } from 'preact/hooks';

/** History-API routing over the fixed page paths the server answers with index.html. */
export function navigate(path: string) {
  if (path === location.pathname + location.search) return;
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return path;
}

/** Plain left clicks on same-origin links navigate without a page load. */
export function interceptLinks(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const link = (event.target as Element).closest?.('a');
  if (!link || link.target || link.origin !== location.origin || !link.hasAttribute('data-route')) return;
  event.preventDefault();
  navigate(link.pathname + link.search);
}
