// The auth feature's public face.
export { loggedIn, loggedOut, selectIsLoggedIn } from './authSlice';
