import {
  Apple,
  Briefcase,
  Building,
  Building2,
  Car,
  Flame,
  Hammer,
  Handshake,
  Key,
  Laptop,
  Mail,
  Map,
  Palette,
  Plane,
  Refrigerator,
  Search,
  Shirt,
  Smartphone,
  Sofa,
  Store,
  Tag,
  TreePalm,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The Lucide icons the catalog names for root categories and menu entries
 * (`resources/catalog`), imported one by one so the bundle carries only these. A name not
 * listed falls back to a tag.
 */
const ICONS: Record<string, LucideIcon> = {
  apple: Apple,
  briefcase: Briefcase,
  building: Building,
  'building-2': Building2,
  car: Car,
  flame: Flame,
  hammer: Hammer,
  handshake: Handshake,
  key: Key,
  laptop: Laptop,
  mail: Mail,
  map: Map,
  palette: Palette,
  plane: Plane,
  refrigerator: Refrigerator,
  search: Search,
  shirt: Shirt,
  smartphone: Smartphone,
  sofa: Sofa,
  store: Store,
  'tree-palm': TreePalm,
  wrench: Wrench,
};

/** A category's or menu entry's icon by its catalog name; decorative (the name is always written beside it). */
export function CatalogIcon({
  name,
  size = 20,
  className,
}: {
  name: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const Icon = (name && ICONS[name]) || Tag;
  return <Icon aria-hidden="true" size={size} className={className} />;
}
