/**
 * The accounts module's public face for other modules: reading accounts (by id, inventor,
 * email; the office's staff; how an account is named) and the account writes that the office's
 * inventor pages make (an account for an inventor, its email, active or not). Other modules
 * import these from here, never from the repository.
 */
export {
  accountDisplayName,
  accountNames,
  emailInUse,
  findUserByEmail,
  findUserById,
  findUserByInventor,
  insertUser,
  officeUserIds,
  setUserActive,
  setUserEmail,
  type UserRow,
} from './user.repository';
