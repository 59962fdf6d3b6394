/**
 * Who is asking for a thread: the account, its role and its inventor record (null for most
 * office staff).
 */
export interface CommentCaller {
  userId: number;
  role: string;
  inventorId: number | null;
}
