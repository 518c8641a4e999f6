/**
 * «Cualquiera» (issue 22, decision 031): the hours of every active barber who performs the service, booked
 * with one who is free at that hour. Its own module: the hour and contact steps need only this.
 */
export const CUALQUIERA = 'cualquiera';
