// The sc themes' brand blue accent lives in core, shared with the server-rendered public pages.
export { brandBlueAccent } from '@slidewise/core';
