import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../domain/announcements';
import { useFormTexts } from './texts';
import type { FormApi } from '../api';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';

type Option = { id: string; name: string };

/** The communes (each implies its wilaya), chosen wilaya first, and the street of the first one. */
export function PlaceFields({ form, api }: { form: AnnouncementFormStore; api: FormApi }) {
  const { t } = useFormTexts();
  const cities = useStore(form, (state) => state.values.cities);
  const streetName = useStore(form, (state) => state.values.streetName);
  const errors = useStore(form, (state) => state.errors);
  const { addCity, removeCity, set } = form.getState();
  const [regions, setRegions] = useState<(Option & { code: string })[]>([]);
  const [region, setRegion] = useState('');
  const [communes, setCommunes] = useState<Option[]>([]);
  const [commune, setCommune] = useState('');
  // The wilayas or communes could not be read: said, rather than an empty list that looks final.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.regions().then(
      (list) => live && setRegions(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    setCommune('');
    setCommunes([]);
    if (!region) return;
    let live = true;
    api.cities(region).then(
      (list) => live && setCommunes(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, region]);

  const full = cities.length >= ANNOUNCEMENT_LIMITS.citiesMax;
  const add = () => {
    const city = communes.find((option) => option.id === commune);
    const wilaya = regions.find((option) => option.id === region);
    if (!city || !wilaya) return;
    addCity({ id: city.id, name: city.name, regionName: wilaya.name });
    setCommune('');
  };

  return (
    <fieldset className="announcement-form__section">
      <legend>{t('sections.place')}</legend>
      {failed && (
        <p role="alert" className="announcement-form__error">
          {t('placesFailed')}
        </p>
      )}
      <div className="announcement-form__grid">
        <FormField name="region" label={t('fields.region')} error={undefined}>
          <select id="announcement-field-region" value={region} onChange={(event) => setRegion(event.target.value)}>
            <option value="">{t('fields.choose')}</option>
            {regions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.code} · {option.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="cityIds" label={t('fields.city')} error={errors.cityIds}>
          <div className="announcement-form__inline">
            <select
              {...invalidProps('cityIds', errors.cityIds)}
              value={commune}
              disabled={communes.length === 0 || full}
              onChange={(event) => setCommune(event.target.value)}
            >
              <option value="">{t('fields.choose')}</option>
              {communes.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            <button type="button" className="announcement-form__button" disabled={!commune || full} onClick={add}>
              {t('fields.addCity')}
            </button>
          </div>
        </FormField>
      </div>
      {cities.length > 0 && (
        <ul className="announcement-form__chips" aria-label={t('fields.city')}>
          {cities.map((city) => (
            <li key={city.id}>
              {city.name} <small>({city.regionName})</small>
              <button
                type="button"
                className="announcement-form__button"
                aria-label={t('fields.removeCity', { name: city.name })}
                onClick={() => removeCity(city.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField name="streetName" label={t('fields.streetName')} error={errors.streetName}>
        <input
          {...invalidProps('streetName', errors.streetName)}
          type="text"
          maxLength={ANNOUNCEMENT_LIMITS.streetNameMax}
          value={streetName}
          onChange={(event) => set('streetName', event.target.value)}
        />
      </FormField>
    </fieldset>
  );
}
