import { useQuery } from '../../../shared/graphql/use-query';
import { MeDocument, type MeQuery } from '../../../shared/graphql/generated';

export type Viewer = NonNullable<MeQuery['me']>;

/** The signed-in user (from the session cookie), or null for a visitor. */
export function useViewer(): Viewer | null {
  const [{ data }] = useQuery({ query: MeDocument });
  return data?.me ?? null;
}

/** Signed in with a real account (not an anonymous token): messenger and notifications are for them. */
export function isMember(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && !viewer.isAnonymous;
}
