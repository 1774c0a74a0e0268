import { render } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ApiError, api, onSessionExpired } from './api.js';
import { interceptLinks, navigate, usePath } from './router.js';
import { SessionContext, type Session } from './session.js';
import { SignInPage } from './pages/sign-in.js';
import { CheckPage } from './pages/check.js';
import { LinkPage } from './pages/link.js';
import { ReviewPage } from './pages/review.js';
import { KeysPage } from './pages/keys.js';
import { MembersPage } from './pages/members.js';
import { StyleGuidePage } from './pages/style-guide.js';
import { SourcesPage } from './pages/sources.js';
import { ActivityPage } from './pages/activity.js';
import { UsagePage } from './pages/usage.js';
import { ChannelsPage } from './pages/channels.js';
import { ElectionsPage } from './pages/elections.js';

/** Navigation order and names: these names are what screen readers (and outside tests) use. */
const PAGES = [
  { path: '/check', name: 'Check', view: CheckPage },
  { path: '/link', name: 'Link', view: LinkPage },
  { path: '/review', name: 'Review', view: ReviewPage },
  { path: '/keys', name: 'Keys', view: KeysPage },
  { path: '/members', name: 'Members', view: MembersPage },
  { path: '/style-guide', name: 'Style guide', view: StyleGuidePage },
  { path: '/sources', name: 'Sources', view: SourcesPage },
  { path: '/activity', name: 'Activity', view: ActivityPage },
  { path: '/usage', name: 'Usage', view: UsagePage },
  { path: '/channels', name: 'Channels', view: ChannelsPage },
  { path: '/elections', name: 'Elections', view: ElectionsPage },
] as const;

const hasSessionCookie = () => /(?:^|;\s*)gaskiya_csrf=/.test(document.cookie);

type SessionState =
  { state: 'loading' } | { state: 'out'; notice?: string } | { state: 'in'; session: Session };

function App() {
  const path = usePath();
  // No CSRF cookie means no session cookie either (they are set and cleared together): show
  // sign-in at once instead of asking the server first.
  const [auth, setAuth] = useState<SessionState>(
    hasSessionCookie() ? { state: 'loading' } : { state: 'out' },
  );
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    onSessionExpired(() =>
      setAuth({ state: 'out', notice: 'Your session has expired. Sign in again to continue.' }),
    );
    if (!hasSessionCookie()) return;
    api<Session | { user: null }>('GET', '/app/session', { anonymous: true })
      .then((session) =>
        setAuth(session.user ? { state: 'in', session: session as Session } : { state: 'out' }),
      )
      .catch((error) =>
        setAuth(
          error instanceof ApiError
            ? { state: 'out' }
            : { state: 'out', notice: 'The service could not be reached.' },
        ),
      );
  }, []);

  // Signed out: every page shows sign-in (its address says where you'll land). Signed in: "/" and
  // /sign-in lead to the first tool page.
  useEffect(() => {
    if (auth.state === 'out' && path !== '/sign-in') {
      const next = path === '/' ? '' : `?next=${encodeURIComponent(path)}`;
      history.replaceState(null, '', `/sign-in${next}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    if (auth.state === 'in' && (path === '/' || path === '/sign-in')) {
      const next = new URLSearchParams(location.search).get('next');
      history.replaceState(null, '', next && PAGES.some((p) => p.path === next) ? next : '/check');
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }, [auth, path]);

  const page = PAGES.find((p) => p.path === path);
  // A layout effect, so focus has moved before the new page is painted: a key pressed the moment the
  // heading appears already starts from it.
  useLayoutEffect(() => {
    document.title = `${page?.name ?? 'Sign in'} · Gaskiya`;
    // Move focus to the new page's heading so screen readers and keyboards start there.
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [page, auth.state]);

  if (auth.state === 'loading') return <p class="loading">Loading…</p>;
  if (auth.state === 'out') {
    return (
      <main id="main" ref={mainRef} class="narrow">
        <SignInPage notice={auth.notice} onSignedIn={(session) => setAuth({ state: 'in', session })} />
      </main>
    );
  }

  const signOut = async () => {
    await api('DELETE', '/app/session', { anonymous: true }).catch(() => undefined);
    setAuth({ state: 'out', notice: 'You are signed out.' });
    navigate('/sign-in');
  };
  const View = page?.view;
  return (
    <SessionContext.Provider value={auth.session}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <div class="brand">
          <span class="logo" aria-hidden="true">
            G
          </span>
          Gaskiya
        </div>
        <div class="who">
          <span>
            {auth.session.user.email} · {auth.session.role}
          </span>
          <button type="button" class="link-button" onClick={signOut}>
            Sign out
          </button>
        </div>
        <nav aria-label="Main">
          <ul>
            {PAGES.map((p) => (
              <li key={p.path}>
                <a href={p.path} data-route aria-current={p.path === path ? 'page' : undefined}>
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" ref={mainRef}>
        {View ? <View key={path} /> : <p>Loading…</p>}
      </main>
    </SessionContext.Provider>
  );
}

document.addEventListener('click', interceptLinks);
render(<App />, document.getElementById('app')!);
