// The notification centre's public face. The shell imports the bell; the pages load lazily from the router.
export { NotificationBell } from './NotificationBell.tsx';
