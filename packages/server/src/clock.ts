/** The time source of everything that expires (sessions, magic links, invite codes); tests move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
