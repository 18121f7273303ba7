// The admin feature's public face: the gate the app mounts at /admin. The operator's screens and their calls are
// behind it, in their own chunk, loaded only for an account with the admin role.
export { AdminGate } from './components/AdminGate';
