/** What every page component receives: the route's parameters. */
export interface PageProps {
  params: Record<string, string>;
}
