import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { AnnouncementCards } from '../parts/AnnouncementCards';
import { queryNameOf, queryResultOf } from '../parts/data';
import { EditingNotice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/**
 * A query's announcements and its cluster's, each under its name, with links on top that jump to
 * either (anchors: no script); `itemsCount` cards per row on wide screens.
 */
export function ProductNavs({ block, attrs }: BlockProps<'ProductNavs'>) {
  const context = useSiteRender();
  const t = useSiteText();
  const result = queryResultOf(context, attrs.queryId);
  const sections = [
    {
      key: 'main',
      name: queryNameOf(context, attrs.queryId) || t('site.list.all'),
      announcements: (result?.announcements ?? []).slice(0, attrs.count),
    },
    {
      key: 'cluster',
      name: queryNameOf(context, attrs.queryId, 'cluster'),
      announcements: (result?.clusterAnnouncements ?? []).slice(0, attrs.count),
    },
  ].filter((section) => section.key === 'main' || (section.name && section.announcements.length > 0));
  const title = pickText(attrs.title, context.locale);
  const sectionId = (key: string) => `${block.id}-${key}`;
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-columns': attrs.itemsCount }}>
      {title ? (
        <div className="site-heading">
          <h2 className="site-heading__title">{title}</h2>
        </div>
      ) : null}
      {!attrs.queryId ? <EditingNotice>{t('site.editing.chooseQuery')}</EditingNotice> : null}
      {sections.length > 1 ? (
        <ul className="site-product-navs__tabs">
          {sections.map((section) => (
            <li key={section.key}>
              <a href={`#${sectionId(section.key)}`}>{section.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {sections.map((section) => (
        <section key={section.key} id={sectionId(section.key)} aria-labelledby={`${sectionId(section.key)}-name`}>
          <h3 className="site-product-navs__name" id={`${sectionId(section.key)}-name`}>
            {section.name}
          </h3>
          <AnnouncementCards announcements={section.announcements} variant="grid" columns={attrs.itemsCount} />
        </section>
      ))}
    </BlockFrame>
  );
}
