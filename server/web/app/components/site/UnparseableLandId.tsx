import { UNPARSEABLE_STORE_ID } from '../../../../../shared/domain/stores';
import { useI18n } from '../../i18n';
import { SitePlaceholder } from './SitePlaceholder';

/**
 * A store or market address whose id is not digits, with no `?id=` to fall back on (spec §2,
 * §8): the spec's error 'Unable to parse STORE ID', as a 400 page.
 */
export function UnparseableLandId() {
  const { t } = useI18n();
  return (
    <SitePlaceholder
      kind="error"
      status={400}
      title={t('portal.stores.site.unparseableTitle')}
      text={t('portal.stores.site.unparseableText')}
      code={UNPARSEABLE_STORE_ID}
    />
  );
}
