import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce for `<style>` elements (a site's theme colours are
 * written in one such element: the policy refuses inline style attributes). The server knows it
 * per response; the browser reads it back from the page's nonce-carrying style element, so
 * hydration sees the same value (browsers hide the attribute, React compares the property).
 */
const StyleNonceContext = createContext<string | undefined>(undefined);
export const StyleNonceProvider = StyleNonceContext.Provider;

/** The style nonce of this page, when there is one. */
export function useStyleNonce(): string | undefined {
  return useContext(StyleNonceContext);
}

/** In the browser: the nonce of the server's style element, if the page has one. */
export function documentStyleNonce(): string | undefined {
  return document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined;
}
