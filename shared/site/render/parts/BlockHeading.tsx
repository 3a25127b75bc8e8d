import type { LocalizedText } from '../../document';
import { pickText } from '../../template-texts';
import { useSiteRender } from '../context';

/** A block's title (h2 unless told) and subtitle in the page's language; nothing when both are empty. */
export function BlockHeading({
  title,
  subtitle,
  level = 2,
  id,
}: {
  title?: LocalizedText | undefined;
  subtitle?: LocalizedText | undefined;
  level?: 1 | 2 | 3;
  id?: string;
}) {
  const { locale } = useSiteRender();
  const heading = pickText(title, locale);
  const sub = pickText(subtitle, locale);
  if (!heading && !sub) return null;
  const Tag = `h${level}` as const;
  return (
    <div className="site-heading">
      {heading ? (
        <Tag className="site-heading__title" id={id}>
          {heading}
        </Tag>
      ) : null}
      {sub ? <p className="site-heading__subtitle">{sub}</p> : null}
    </div>
  );
}
