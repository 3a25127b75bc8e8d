import type { TestServer } from '../../test/harness';

/** Every field of a comment, replies included. */
export const COMMENT_FIELDS = `id createdAt content likesCount dislikesCount iReported userReaction
  user { id username } store { id }
  replies { id content likesCount dislikesCount iReported userReaction user { id } replies { id } }`;

export const CREATE = `mutation ($announcementId: ID!, $content: String, $message: String, $parentId: ID) {
  announcementCommentCreate(announcementId: $announcementId, content: $content, message: $message, parentId: $parentId) {
    ${COMMENT_FIELDS}
  }
}`;

export const LIST = `query ($announcementId: ID!, $first: Int, $page: Int) {
  announcementCommentList(announcementId: $announcementId, first: $first, page: $page) {
    data { ${COMMENT_FIELDS} }
    paginatorInfo { currentPage lastPage hasMorePages total }
  }
}`;

/** A comment as the tests ask for it. */
export interface CommentResult {
  id: string;
  createdAt: string;
  content: string;
  likesCount: number;
  dislikesCount: number;
  iReported: boolean;
  userReaction: 'LIKE' | 'DISLIKE' | null;
  user: { id: string; username: string | null };
  store: null;
  replies: CommentResult[];
}

/** A page of comments as the tests ask for it. */
export interface CommentPageResult {
  data: CommentResult[];
  paginatorInfo: { currentPage: number; lastPage: number; hasMorePages: boolean; total: number };
}

/** Comments (or answers) through the API; returns the new comment's id. */
export async function postComment(
  server: TestServer,
  token: string,
  announcementId: string,
  content: string,
  parentId?: string,
): Promise<string> {
  const response = await server.gql<{ announcementCommentCreate: CommentResult }>(
    CREATE,
    { announcementId, content, parentId },
    { token },
  );
  if (!response.data) throw new Error(`comment refused: ${JSON.stringify(response.errors)}`);
  return response.data.announcementCommentCreate.id;
}

/** An announcement's comment list as someone (or a visitor, without token) sees it. */
export async function listComments(
  server: TestServer,
  announcementId: string,
  options: { token?: string; first?: number; page?: number } = {},
): Promise<CommentPageResult> {
  const response = await server.gql<{ announcementCommentList: CommentPageResult }>(
    LIST,
    { announcementId, first: options.first, page: options.page },
    options.token ? { token: options.token } : {},
  );
  if (!response.data) throw new Error(`list refused: ${JSON.stringify(response.errors)}`);
  return response.data.announcementCommentList;
}

/** The announcement's stored comment count. */
export async function commentCount(server: TestServer, announcementId: string): Promise<number> {
  const row = await server.deps.db
    .selectFrom('announcements')
    .select('comment_count')
    .where('id', '=', announcementId)
    .executeTakeFirstOrThrow();
  return row.comment_count;
}
