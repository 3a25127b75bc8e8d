/**
 * The media module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type PreparedPicture, attachMedia, writePictureFiles } from './media.service';
export { type MediaTables } from './media.tables';
export { MEDIA_MIME_TYPE, processPicture, storageKeyOf } from './picture-pipeline';
export { claimMessageMedia, loadMessageMedia } from './message-media';
export { type MediaModel, mediaUrl } from './media.mappers';
export {
  type AddLandMediaRefusal,
  type LibraryLand,
  addLandMedia,
  listLandAnnouncementMedia,
  listLandMedia,
  removeLandMedia,
} from './land-media';
