import { useRef } from 'react';
import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../domain/announcements';
import { useFormTexts } from './texts';
import type { AnnouncementFormStore } from '../store';
import { errorId, fieldId } from './FormField';

/** The pictures: uploaded as soon as chosen, in display order (the first is the default), movable and removable. */
export function PictureFields({ form }: { form: AnnouncementFormStore }) {
  const { t, dir } = useFormTexts();
  const pictures = useStore(form, (state) => state.values.pictures);
  const uploading = useStore(form, (state) => state.uploading);
  const uploads = useStore(form, (state) => state.uploads);
  const error = useStore(form, (state) => state.errors.mediaIds);
  const { addPictures, movePicture, removePicture } = form.getState();
  const input = useRef<HTMLInputElement>(null);
  const full = pictures.length >= ANNOUNCEMENT_LIMITS.mediasMax;

  return (
    <fieldset className="announcement-form__section" data-field="mediaIds" aria-busy={uploading}>
      <legend>{t('sections.pictures')}</legend>
      <p className="announcement-form__hint">{t('pictures.hint', { max: ANNOUNCEMENT_LIMITS.mediasMax })}</p>
      {pictures.length === 0 ? (
        <p>{t('pictures.none')}</p>
      ) : (
        <ol className="announcement-form__pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} data-picture={picture.id}>
              <img src={picture.url} alt={t('pictures.alt', { index: index + 1 })} />
              {index === 0 && <small>{t('pictures.first')}</small>}
              <span className="announcement-form__picture-actions">
                <button
                  type="button"
                  className="announcement-form__button"
                  disabled={index === 0}
                  aria-label={t('pictures.earlier', { index: index + 1 })}
                  onClick={() => movePicture(picture.id, -1)}
                >
                  {/* Earlier is toward the line's start: the left in French, the right in Arabic. */}
                  {dir === 'rtl' ? '›' : '‹'}
                </button>
                <button
                  type="button"
                  className="announcement-form__button"
                  disabled={index === pictures.length - 1}
                  aria-label={t('pictures.later', { index: index + 1 })}
                  onClick={() => movePicture(picture.id, 1)}
                >
                  {dir === 'rtl' ? '‹' : '›'}
                </button>
                <button
                  type="button"
                  className="announcement-form__button"
                  aria-label={t('pictures.remove', { index: index + 1 })}
                  onClick={() => removePicture(picture.id)}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label
        className="announcement-form__button announcement-form__upload"
        aria-disabled={full || uploading}
        // Files dropped on the button are added as chosen ones are.
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!full && !uploading) void addPictures([...event.dataTransfer.files]);
        }}
      >
        {uploading ? t('pictures.uploading') : t('pictures.add')}
        <input
          ref={input}
          id={fieldId('mediaIds')}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={full || uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('mediaIds') : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file chosen again later must fire a change too.
            if (input.current) input.current.value = '';
            void addPictures(files);
          }}
        />
      </label>
      {uploads.length > 0 && (
        <ul className="announcement-form__uploads" aria-label={t('pictures.uploading')}>
          {uploads.map((item) => (
            <li key={item.key}>
              <span>{item.name}</span>
              {item.error === null ? (
                <progress max={1} value={item.progress} aria-label={item.name} />
              ) : (
                <small className="announcement-form__error">{item.error}</small>
              )}
            </li>
          ))}
        </ul>
      )}
      {uploading && (
        <p role="status" className="visually-hidden">
          {t('pictures.uploading')}
        </p>
      )}
      {error && (
        <small id={errorId('mediaIds')} className="announcement-form__error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
