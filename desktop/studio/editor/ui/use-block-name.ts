import { useCallback } from 'react';
import type { LocalizedText, SiteBlock } from '../../../../shared/site/document';
import { pickText } from '../../../../shared/site/template-texts';
import { useI18n } from '../../kernel';

/** A block's name in the studio's language (its type's name). */
export function useBlockName(): (block: Pick<SiteBlock, 'type'>) => string {
  const { t } = useI18n();
  return (block) => t(`editor.blocks.${block.type}`);
}

/**
 * A block's name with its title when it has one ("Contenu « Nos horaires d’été »"): what the
 * drag-and-drop announcements say, so two blocks of one type are told apart, never by their ids.
 */
export function useBlockLabel(): (block: Pick<SiteBlock, 'type' | 'attrs'>) => string {
  const { t, locale } = useI18n();
  return useCallback(
    (block) => {
      const name = t(`editor.blocks.${block.type}`);
      const title = pickText(block.attrs.title as Partial<LocalizedText> | undefined, locale);
      return title ? t('editor.structure.named', { name, title }) : name;
    },
    [t, locale],
  );
}
