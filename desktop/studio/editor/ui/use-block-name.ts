import type { SiteBlock } from '../../../../shared/site/document';
import { useI18n } from '../../kernel';

/** A block's name in the studio's language (its type's name). */
export function useBlockName(): (block: Pick<SiteBlock, 'type'>) => string {
  const { t } = useI18n();
  return (block) => t(`editor.blocks.${block.type}`);
}
