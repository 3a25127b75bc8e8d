import { createContext, useContext } from 'react';

/**
 * What a page tells the server about the response while it renders: its HTTP status (a missing
 * announcement is a real 404) or an address to redirect to. In the browser nobody reads it.
 */
export interface PageResponse {
  status: number;
  redirect?: string;
}

const PageResponseContext = createContext<PageResponse>({ status: 200 });
export const PageResponseProvider = PageResponseContext.Provider;

/** Sets the response's status from inside a page (404 for a missing announcement or category). */
export function useHttpStatus(status: number): void {
  const response = useContext(PageResponseContext);
  if (status > response.status) response.status = status;
}
