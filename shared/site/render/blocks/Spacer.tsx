import { BlockFrame } from '../BlockFrame';
import type { BlockProps } from './props';

/** Empty space between blocks, `padding` steps high. */
export function Spacer({ block, attrs }: BlockProps<'Spacer'>) {
  return <BlockFrame block={block} as="div" attributes={{ 'data-padding': attrs.padding }} />;
}
