import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { EditingNotice } from '../parts/Notice';
import { SocialLinks } from '../parts/SocialLinks';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** The land's social networks under a title ('Follow us'). */
export function Social({ block, attrs }: BlockProps<'Social'>) {
  const { land, editing } = useSiteRender();
  const t = useSiteText();
  // A title over nothing looks broken: without networks the block shows in the studio only.
  if (land.socials.length === 0 && !editing) return null;
  return (
    <BlockFrame block={block} width={attrs.width}>
      <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
      <SocialLinks />
      {land.socials.length === 0 ? <EditingNotice>{t('site.editing.noSocial')}</EditingNotice> : null}
    </BlockFrame>
  );
}
