import { useQuery } from '../../../../../shared/graphql/use-query';
import { RegionsDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { SelectField } from './Field';

/** The wilaya of an account: the 58 regions of the geo domain, by their number, named in the page's language. */
export function RegionSelect({
  defaultValue,
  error,
  required,
}: {
  defaultValue: string;
  error?: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: RegionsDocument });
  const regions = [...(data?.regions ?? [])].sort((a, b) => Number(a.code) - Number(b.code));
  return (
    <SelectField
      name="regionId"
      label={t('portal.account.register.region')}
      autoComplete="address-level1"
      required={required}
      error={error}
      defaultValue={defaultValue}
    >
      <option value="">{t('portal.account.register.chooseRegion')}</option>
      {regions.map((region) => (
        <option key={region.id} value={region.id}>
          {`${region.code} · ${region.name}`}
        </option>
      ))}
    </SelectField>
  );
}
