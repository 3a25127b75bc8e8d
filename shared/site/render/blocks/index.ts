import type { ComponentType } from 'react';
import type { BlockType } from '../../blocks/types';
import { AnnouncementList } from './AnnouncementList';
import { Button } from './Button';
import { Carousel } from './Carousel';
import { Contact } from './Contact';
import { ContactInformation } from './ContactInformation';
import { Content } from './Content';
import { CustomVideo } from './CustomVideo';
import { Features } from './Features';
import { Footer } from './Footer';
import { Gallery } from './Gallery';
import { Grid } from './Grid';
import { Header } from './Header';
import { HeroSection } from './HeroSection';
import { Icon } from './Icon';
import { Image } from './Image';
import { ImageWithText } from './ImageWithText';
import { MapBlock } from './Map';
import { Maps } from './Maps';
import { Menu } from './Menu';
import { ProductCarousel } from './ProductCarousel';
import { ProductNavs } from './ProductNavs';
import { Products } from './Products';
import { ProductsShow } from './ProductsShow';
import type { BlockProps } from './props';
import { Searchbar } from './Searchbar';
import { SimpleGrid } from './SimpleGrid';
import { Social } from './Social';
import { Spacer } from './Spacer';
import { StoreBrowser } from './StoreBrowser';
import { StoreCarousel } from './StoreCarousel';
import { Text } from './Text';
import { Video } from './Video';

/** The render component of every block type. */
export const BLOCK_COMPONENTS: { [Type in BlockType]: ComponentType<BlockProps<Type>> } = {
  Image,
  ImageWithText,
  Text,
  Content,
  Video,
  CustomVideo,
  Carousel,
  AnnouncementList,
  Icon,
  Features,
  Button,
  Map: MapBlock,
  ContactInformation,
  Spacer,
  Social,
  HeroSection,
  Grid,
  SimpleGrid,
  Gallery,
  Header,
  Menu,
  Footer,
  Searchbar,
  Products,
  ProductsShow,
  ProductNavs,
  ProductCarousel,
  StoreBrowser,
  StoreCarousel,
  Contact,
  Maps,
};
