import { cacheExchange, Client, fetchExchange, ssrExchange, type SSRData, type SSRExchange } from 'urql';

export interface PortalClient {
  client: Client;
  ssr: SSRExchange;
}

/**
 * The portal's urql client. On the server `fetch` runs the operation in-process through
 * Mercurius and queries suspend until their data is there, so the first HTML is complete; the
 * results are handed to the browser (`ssr.extractData()`), whose client starts from them and
 * hydrates without fetching again. Later queries go to `/graphql` with the session cookie.
 */
export function createPortalClient(options: {
  isServer: boolean;
  initialData?: SSRData;
  fetch?: typeof fetch;
  lang: string;
}): PortalClient {
  const ssr = ssrExchange({ isClient: !options.isServer, initialState: options.initialData });
  const client = new Client({
    url: `/graphql?lang=${options.lang}`,
    exchanges: [cacheExchange, ssr, fetchExchange],
    suspense: options.isServer,
    fetch: options.fetch,
    // Mercurius' CSRF prevention asks for a preflight-triggering header on every request.
    fetchOptions: { headers: { 'x-souk-client': 'portal' }, credentials: 'same-origin' },
    preferGetMethod: false,
  });
  return { client, ssr };
}
