/** The server's only source of "now"; tests inject their own to step through expiry. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
