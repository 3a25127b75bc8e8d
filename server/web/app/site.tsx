import { createContext, useContext } from 'react';

/** Facts about the running site that pages need and that the server decides. */
export interface SiteInfo {
  /** The address people use (canonical links, JSON-LD). */
  publicUrl: string;
  /** The member panel's address, for the publish button and the panel redirects. */
  panelUrl: string;
}

const SiteContext = createContext<SiteInfo>({ publicUrl: '', panelUrl: '' });
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
