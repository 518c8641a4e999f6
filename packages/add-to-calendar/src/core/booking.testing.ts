import type { CalendarEvent } from './event';

// Test support: the booking the link and .ics tests share, 11:00–11:45 on 2026-11-22 in Santiago;
// each test names it (and describes it) as its own assertions need.
export const BOOKING_SLOT = {
  location: 'Av. Pajaritos 1234, Maipú',
  startDate: '2026-11-22',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  uid: 'booking-123',
} satisfies Partial<CalendarEvent>;
