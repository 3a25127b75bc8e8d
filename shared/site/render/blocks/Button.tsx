import { BlockFrame } from '../BlockFrame';
import { ButtonLink } from '../parts/ButtonLink';
import type { BlockProps } from './props';

/** One button, aligned in its row. */
export function Button({ block, attrs }: BlockProps<'Button'>) {
  return (
    <BlockFrame block={block} as="div" width={attrs.width} attributes={{ 'data-align': attrs.align }}>
      <ButtonLink button={attrs.button} />
    </BlockFrame>
  );
}
