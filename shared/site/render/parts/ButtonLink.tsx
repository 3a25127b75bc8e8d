import type { BlockButton } from '../../blocks/fields';
import { pickText } from '../../template-texts';
import { useSiteRender } from '../context';
import { resolveLink } from '../links';

/**
 * A block's button: a link styled by its style and palette colour. A button needs a name and a
 * safe link; the studio's canvas shows an unlinked one so the owner can finish it.
 */
export function ButtonLink({ button }: { button: BlockButton | undefined }) {
  const { locale, links, editing } = useSiteRender();
  if (!button) return null;
  const name = pickText(button.name, locale);
  const href = resolveLink(links, button.link);
  if (!name) return null;
  if (!href) {
    return editing ? (
      <span className="site-button-link" data-style={button.style} data-color={button.color}>
        {name}
      </span>
    ) : null;
  }
  return (
    <a className="site-button-link" data-style={button.style} data-color={button.color} href={href}>
      {name}
    </a>
  );
}
