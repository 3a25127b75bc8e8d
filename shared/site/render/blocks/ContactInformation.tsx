import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { LocationDetails } from '../parts/LocationDetails';
import { Notice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** A compact card of the land's details, as its options choose (address, phones, e-mails, hours). */
export function ContactInformation({ block, attrs }: BlockProps<'ContactInformation'>) {
  const { land } = useSiteRender();
  const t = useSiteText();
  const details = land.location ? (
    <LocationDetails
      location={land.location}
      show={{
        address: attrs.showAddress,
        phones: attrs.showPhones,
        emails: attrs.showEmails,
        worktime: attrs.showWorktime,
        faxes: false,
      }}
    />
  ) : null;
  return (
    <BlockFrame block={block} as="aside" width={attrs.width}>
      <BlockHeading title={attrs.title} level={2} />
      {details ?? <Notice tone="warning">{t('site.location.unknown')}</Notice>}
    </BlockFrame>
  );
}
