/** The time source of services that reason about time (lockouts, expiries); tests move it by hand. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
