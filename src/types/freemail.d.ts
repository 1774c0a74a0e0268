declare module 'freemail' {
  /** True for free consumer providers (and disposable ones). */
  export function isFree(emailOrDomain: string): boolean;
  export function isDisposable(emailOrDomain: string): boolean;
}
