/** What field resolvers of `Comment` receive. */
export interface CommentModel {
  id: string;
}
