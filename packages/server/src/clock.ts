/** The time source of everything that expires (sessions, magic links, invite codes); tests move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock set to any moment, then running on from it (TEST_CLOCK=true servers: /api/test/clock). */
export interface MovableClock {
  now: Clock;
  moveTo(moment: Date): void;
}

export function createMovableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    moveTo(moment) {
      offsetMs = moment.getTime() - base().getTime();
    },
  };
}
