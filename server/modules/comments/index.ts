/**
 * The comments module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { COMMENT_COLUMNS, type CommentModel, toCommentModel } from './comments.mappers';
export { createComment, deleteComment } from './comments.service';
export { type CommentTables } from './comments.tables';
