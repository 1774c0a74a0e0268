import { useState } from 'preact/hooks';
import { ApiError, api, describeError } from '../api.js';
import type { Session } from '../session.js';
import { Alert, Heading, Status } from '../ui.js';

function explain(error: unknown, step: 'email' | 'code'): string {
  if (!(error instanceof ApiError)) return describeError(error);
  if (error.code === 'consumer_email') {
    return 'That is a personal address (such as Gmail or Yahoo). Sign in with your newsroom’s work e-mail: the workspace belongs to its domain.';
  }
  if (error.code === 'rate_limited') {
    const minutes = error.retryAfterSeconds ? Math.ceil(error.retryAfterSeconds / 60) : null;
    return `Too many codes were requested. ${minutes ? `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Try again later.'}`;
  }
  if (step === 'code' && error.status === 401) {
    return 'That code is wrong, expired (codes last 10 minutes) or already used. Check the newest e-mail, or ask for a new code.';
  }
  return describeError(error);
}

/** Work e-mail, then the 6-digit code from the mail. */
export function SignInPage(props: { notice?: string | undefined; onSignedIn: (session: Session) => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const sendCode = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api('POST', '/v1/auth/code', { body: { email }, anonymous: true });
      setStep('code');
      setStatus(`We sent a 6-digit code to ${email.trim()}. It is valid for 10 minutes.`);
    } catch (e) {
      setError(explain(e, 'email'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api('POST', '/app/session', { body: { email, code: code.trim() }, anonymous: true });
      // Read the session back as every later page load does (it also says which options exist).
      props.onSignedIn(await api<Session>('GET', '/app/session', { anonymous: true }));
    } catch (e) {
      setError(explain(e, 'code'));
      setBusy(false);
    }
  };

  return (
    <div class="card sign-in">
      <Heading intro="Claim checking for newsrooms. Sign in with your work e-mail; we mail you a code, no password.">
        Sign in to Gaskiya
      </Heading>
      {props.notice && <p class="notice">{props.notice}</p>}
      {step === 'email' ? (
        <form onSubmit={sendCode}>
          <label for="email">Work e-mail</label>
          <input
            id="email"
            type="email"
            autocomplete="email"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
          <button type="submit" disabled={busy}>
            Send code
          </button>
        </form>
      ) : (
        <form onSubmit={signIn}>
          <label for="code">Code</label>
          <input
            id="code"
            inputMode="numeric"
            autocomplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby="code-help"
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
          <p id="code-help" class="muted">
            The 6 digits from the e-mail we just sent.
          </p>
          <button type="submit" disabled={busy}>
            Sign in
          </button>{' '}
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setStep('email');
              setCode('');
              setStatus('');
              setError('');
            }}
          >
            Use another address
          </button>
        </form>
      )}
      <Status>{status}</Status>
      <Alert>{error}</Alert>
    </div>
  );
}
