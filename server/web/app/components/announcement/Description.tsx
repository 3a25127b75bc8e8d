import { useI18n } from '../../i18n';

/**
 * The seller's description as plain text: React escapes it, and the stylesheet keeps its line
 * breaks (`white-space: pre-line`), so what the seller typed reads as typed and nothing in it runs.
 */
export function Description({ text }: { text: string }) {
  const { t } = useI18n();
  if (!text.trim()) return null;
  return (
    <section className="announcement-section" aria-labelledby="announcement-description">
      <h2 id="announcement-description">{t('portal.announcement.sections.description')}</h2>
      <p className="description" dir="auto">
        {text}
      </p>
    </section>
  );
}
