import type { BlockAttrs } from '../../blocks/catalogue';
import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { queryNameOf, queryResultOf } from './data';
import { EditingNotice } from './Notice';
import { StoreCards } from './StoreCards';
import { useSiteText } from '../texts';
import type { BlockProps } from '../blocks/props';

/** What StoreBrowser and StoreCarousel share: the store cards of the block's query. */
export function StoreList({
  block,
  attrs,
  variant,
  perView,
}: Pick<BlockProps<'StoreBrowser'>, 'block'> & {
  attrs: BlockAttrs<'StoreBrowser'>;
  variant: 'grid' | 'carousel';
  perView?: number;
}) {
  const context = useSiteRender();
  const t = useSiteText();
  const stores = (queryResultOf(context, attrs.queryId)?.stores ?? []).slice(0, attrs.count);
  const title = pickText(attrs.title, context.locale) || queryNameOf(context, attrs.queryId);
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-per-view': perView }}>
      {title ? (
        <div className="site-heading">
          <h2 className="site-heading__title">{title}</h2>
        </div>
      ) : null}
      {!attrs.queryId ? <EditingNotice>{t('site.editing.chooseQuery')}</EditingNotice> : null}
      <StoreCards stores={stores} variant={variant} />
    </BlockFrame>
  );
}
