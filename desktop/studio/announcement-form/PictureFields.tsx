import { useRef } from 'react';
import { useStore } from 'zustand';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/domain/announcements';
import { useI18n } from '../kernel';
import type { AnnouncementFormStore } from '../../../shared/announcement-form/store';
import { errorId, fieldId } from './FormField';

/** The pictures: uploaded as soon as chosen, in display order (the first is the default), movable and removable. */
export function PictureFields({ form }: { form: AnnouncementFormStore }) {
  const { t, dir } = useI18n();
  const pictures = useStore(form, (state) => state.values.pictures);
  const uploading = useStore(form, (state) => state.uploading);
  const error = useStore(form, (state) => state.errors.mediaIds);
  const { addPictures, movePicture, removePicture } = form.getState();
  const input = useRef<HTMLInputElement>(null);
  const full = pictures.length >= ANNOUNCEMENT_LIMITS.mediasMax;

  return (
    <fieldset className="announcement-form__section" data-field="mediaIds" aria-busy={uploading}>
      <legend>{t('announcementForm.sections.pictures')}</legend>
      <p className="studio-hint">{t('announcementForm.pictures.hint', { max: ANNOUNCEMENT_LIMITS.mediasMax })}</p>
      {pictures.length === 0 ? (
        <p>{t('announcementForm.pictures.none')}</p>
      ) : (
        <ol className="announcement-form__pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} data-picture={picture.id}>
              <img src={picture.url} alt={t('announcementForm.pictures.alt', { index: index + 1 })} />
              {index === 0 && <small>{t('announcementForm.pictures.first')}</small>}
              <span className="announcement-form__picture-actions">
                <button
                  type="button"
                  className="studio-button"
                  disabled={index === 0}
                  aria-label={t('announcementForm.pictures.earlier', { index: index + 1 })}
                  onClick={() => movePicture(picture.id, -1)}
                >
                  {/* Earlier is toward the line's start: the left in French, the right in Arabic. */}
                  {dir === 'rtl' ? '›' : '‹'}
                </button>
                <button
                  type="button"
                  className="studio-button"
                  disabled={index === pictures.length - 1}
                  aria-label={t('announcementForm.pictures.later', { index: index + 1 })}
                  onClick={() => movePicture(picture.id, 1)}
                >
                  {dir === 'rtl' ? '‹' : '›'}
                </button>
                <button
                  type="button"
                  className="studio-button"
                  aria-label={t('announcementForm.pictures.remove', { index: index + 1 })}
                  onClick={() => removePicture(picture.id)}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label className="studio-button announcement-form__upload" aria-disabled={full || uploading}>
        {uploading ? t('announcementForm.pictures.uploading') : t('announcementForm.pictures.add')}
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
      {uploading && (
        <p role="status" className="visually-hidden">
          {t('announcementForm.pictures.uploading')}
        </p>
      )}
      {error && (
        <small id={errorId('mediaIds')} className="studio-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
