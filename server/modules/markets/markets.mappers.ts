/** A market as resolvers hand it to the Market type's field resolvers. */
export interface MarketModel {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  metakeywords: string | null;
  logoUrl: string | null;
  domain: string | null;
  googleTagManagerId: string | null;
  metaPixelId: string | null;
  createdAt: Date;
}
