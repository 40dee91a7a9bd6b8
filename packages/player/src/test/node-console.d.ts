// The test setup reaches Node's own console; the player's types stay free of Node's globals.
declare module 'node:console' {
  const console: Console;
  export default console;
}
