// The accounts wing's face: sign-up, login and the account a token names, password hashing and login tokens, roles,
// signing out everywhere, reset and confirmation links sent by e-mail, and the lock that takes one shopper's changes in turn. Other wings, plugins, the CLI and app.ts import this file only.
export { accountDates, emailsOf, firstNameOf, userIdByEmail } from './accountFacts';
export { findAccount, normalizeEmail, signOutEverywhere } from './credentials';
export { accountAdminSchemas } from './adminSchemas';
export { createPasswordHasher, type PasswordHasher } from './passwords';
export { passwordsPlugin, tokensPlugin } from './decorations';
export { adminAccountRoutes } from './routes/admin';
export { userRoutes } from './routes/shoppers';
export { accountLinkRoutes } from './routes/links';
export { expandResetRequest, RESET_REQUEST } from './reset';
export { registerSessionSweeper } from './sessionSweeper';
export { createTokenService, type TokenService } from './tokens';
export { lockUser } from './userLock';
export type { ShopperOrders } from './shopperOrders';
export { cliActor, listAccounts, listRoleChanges, setRole, USER_ROLES, type AccountRoleChange } from './userDirectory';
export { UnknownAccount } from './errors';
export type { RoleChange } from './roles';
